import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { messageOf } from '../../lib/api.ts';
import type { usePackingSlip } from './api.ts';
import { texts } from './texts.ts';

/** A PDF's download: `usePackingSlip` or `usePackingSlipsToPack`. */
export type PdfDownload = ReturnType<typeof usePackingSlip>;

/** "Packing slip": the order's slip as a PDF, busy while it comes. */
export function PackingSlipButton({ download }: { download: PdfDownload }) {
  return (
    <Button onClick={download.download} pending={download.isPending}>
      {download.isPending ? texts.order.packingSlipPending : texts.order.packingSlip}
    </Button>
  );
}

/** "Packing slips for orders to pack": one PDF, a page per order waiting to be packed. */
export function PackingSlipsButton({ download }: { download: PdfDownload }) {
  return (
    <Button onClick={download.download} pending={download.isPending}>
      {download.isPending ? texts.orders.packingSlipsPending : texts.orders.packingSlips}
    </Button>
  );
}

/** Why the server refused a download (none to pack, too many, the order's state), if it did. */
export function DownloadRefused({ download }: { download: PdfDownload }) {
  return download.error ? <Alert>{messageOf(download.error)}</Alert> : null;
}
