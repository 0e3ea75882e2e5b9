import type { AdminOrder } from '@aurelle/contract';

export type Can = { fulfil: boolean; refund: boolean };

/** Which actions the order's state (`moves`) and the role allow now. */
export function allowedActions(order: AdminOrder, can: Can) {
  const move = (name: AdminOrder['moves'][number]) => order.moves.includes(name);
  return {
    pack: can.fulfil && move('pack'),
    ship: can.fulfil && move('ship'),
    deliver: can.fulfil && move('deliver'),
    cancel: can.refund && move('cancel'),
    refund: can.refund && order.money !== null && order.money.refundable > 0,
    // A slip while the parcel is made up: to pack (paid, or cash) or packed.
    packingSlip: can.fulfil && (move('pack') || order.status === 'Packed'),
  };
}
