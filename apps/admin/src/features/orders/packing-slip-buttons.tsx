import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { messageOf } from '../../lib/api.ts';
import { usePackingSlip, usePackingSlipsToPack } from './api.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

type Download = { download: () => void; isPending: boolean; error: unknown };

/** A button that downloads a PDF, busy while it comes; a refusal shows under the actions. */
function DownloadButton({
  state,
  label,
  pendingLabel,
}: {
  state: Download;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <Button onClick={state.download} pending={state.isPending}>
        {state.isPending ? pendingLabel : label}
      </Button>
      {state.error !== null && (
        <div className={styles.actionError}>
          <Alert>{messageOf(state.error)}</Alert>
        </div>
      )}
    </>
  );
}

/** "Packing slip": the order's slip as a PDF. */
export function PackingSlipButton({ orderId }: { orderId: string }) {
  return (
    <DownloadButton
      state={usePackingSlip(orderId)}
      label={texts.order.packingSlip}
      pendingLabel={texts.order.packingSlipPending}
    />
  );
}

/** "Packing slips for orders to pack": one PDF, a page per order waiting to be packed. */
export function PackingSlipsButton() {
  return (
    <DownloadButton
      state={usePackingSlipsToPack()}
      label={texts.orders.packingSlips}
      pendingLabel={texts.orders.packingSlipsPending}
    />
  );
}
