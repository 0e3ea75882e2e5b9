import { and, eq, ne, sql } from 'drizzle-orm';
import type { RefundState } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';
import { queueOrderEmail } from '../order/order-email.repository.ts';
import { recordOrderEvent } from '../order/order-events.repository.ts';
import { issueCreditNote } from '../invoice/invoice.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;
type OrderMoney = Pick<
  typeof orders.$inferSelect,
  'total' | 'cashCollected' | 'paymentMethod' | 'paymentStatus'
>;

/**
 * What the shop received for an order: the card payment captured, or the cash collected; never
 * more than the order's total, so refunds (capped by it) never exceed what the order cost.
 */
export function paidFor(order: OrderMoney): number {
  const received =
    order.paymentMethod === 'POD'
      ? (order.cashCollected ?? 0)
      : order.paymentStatus === 'paid'
        ? order.total
        : 0;
  return Math.min(received, order.total);
}

/** What an order's refunds take: every refund that has not failed, pending ones included. */
export async function refundedFor(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  return Number(row?.sum ?? 0);
}

/** Keeps `orders.refund_state` (the list's filter) equal to what the refunds ledger says. */
export async function refreshRefundState(tx: Db, orderId: string): Promise<RefundState> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 'none';
  const refunded = await refundedFor(tx, orderId);
  const paid = paidFor(order);
  const state: RefundState = refunded === 0 ? 'none' : refunded >= paid ? 'full' : 'partial';
  if (state !== order.refundState)
    await tx.update(orders).set({ refundState: state }).where(eq(orders.id, orderId));
  return state;
}

/**
 * A refund's outcome, in the caller's transaction: processed (the credit note is issued when the
 * order was invoiced, and the customer's e-mail is queued)
 * or failed (it no longer counts against what was paid). Only a pending refund moves, so a
 * webhook replayed, or arriving after the API's own answer, changes nothing.
 */
export async function settleRefund(
  tx: Db,
  refund: RefundRow,
  outcome: 'processed' | 'failed',
  detail: { providerRefundId?: string | null; reason?: string | null; at?: Date } = {},
): Promise<boolean> {
  const [moved] = await tx
    .update(refunds)
    .set({
      status: outcome,
      processedAt: outcome === 'processed' ? sql`now()` : null,
      failureReason: outcome === 'failed' ? (detail.reason ?? 'failed').slice(0, 500) : null,
      providerRefundId: detail.providerRefundId ?? refund.providerRefundId,
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  if (!moved) return false;
  await recordOrderEvent(tx, {
    orderId: refund.orderId,
    kind: outcome === 'processed' ? 'refund_processed' : 'refund_failed',
    data: {
      refundId: refund.id,
      amount: refund.amount,
      ...(outcome === 'failed' ? { reason: detail.reason ?? null } : {}),
    },
  });
  await refreshRefundState(tx, refund.orderId);
  if (outcome === 'processed') {
    await issueCreditNote(tx, refund, detail.at ?? new Date());
    await queueOrderEmail(tx, refund.orderId, 'refunded', refund.id);
  }
  return true;
}

/** A refund by our id or the provider's, locked for its outcome until the transaction ends. */
export async function lockedRefund(
  tx: Db,
  by: { id?: string | null; providerRefundId?: string | null },
): Promise<RefundRow | null> {
  const where = by.id
    ? eq(refunds.id, by.id)
    : by.providerRefundId
      ? eq(refunds.providerRefundId, by.providerRefundId)
      : undefined;
  if (!where) return null;
  const [row] = await tx.select().from(refunds).where(where).for('update');
  return row ?? null;
}
