import type { AdminOrder, AdminOrderLine } from '@aurelle/contract';

/** How many pieces a hallmarked line needs packed: exactly, or within a range when unsure. */
export type PackTarget = { min: number; max: number };

/**
 * Pieces refunded and put back in stock before packing are not packed. The refunds say which
 * were put back; without them (a role that sees no money) a refunded piece may or may not be
 * wanted, so any count from the pieces not refunded up to the line's quantity is offered.
 */
export function packTargetOf(
  line: AdminOrderLine,
  refunds: NonNullable<AdminOrder['money']>['refunds'] | null,
): PackTarget {
  if (refunds === null) {
    return { min: Math.max(0, line.quantity - line.refundedQuantity), max: line.quantity };
  }
  const restocked = refunds
    .filter((refund) => refund.status !== 'failed' && refund.restock)
    .flatMap((refund) => refund.lines)
    .filter((refunded) => refunded.lineId === line.id)
    .reduce((sum, refunded) => sum + refunded.quantity, 0);
  const wanted = Math.max(0, line.quantity - restocked);
  return { min: wanted, max: wanted };
}
