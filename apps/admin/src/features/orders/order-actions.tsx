import type { AdminOrder } from '@aurelle/contract';
import { allowedActions, type Can } from './allowed-actions.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { DeliverDialog } from './deliver-dialog.tsx';
import { PackDialog } from './pack-dialog.tsx';
import { PackingSlipButton, type PdfDownload } from './packing-slip-buttons.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';

/**
 * The order's actions, each a button opening its dialog. A dialog stays while it is open even
 * if its action goes away meanwhile (someone else acted first), so its message can be read.
 */
export function OrderActions({
  order,
  can,
  packingSlip,
}: {
  order: AdminOrder;
  can: Can;
  /** The order's packing slip, whose refusal the screen shows. */
  packingSlip: PdfDownload;
}) {
  const allowed = allowedActions(order, can);
  return (
    <>
      {allowed.packingSlip && <PackingSlipButton download={packingSlip} />}
      <PackDialog order={order} allowed={allowed.pack} />
      <ShipDialog order={order} allowed={allowed.ship} />
      <DeliverDialog order={order} allowed={allowed.deliver} />
      <RefundDialog order={order} allowed={allowed.refund} />
      <CancelDialog order={order} allowed={allowed.cancel} />
    </>
  );
}
