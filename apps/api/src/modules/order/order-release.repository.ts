import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUses, orderLines, orders } from '../../db/schema/index.ts';

/**
 * Unpaid card orders placed before `before`, at most `limit`, locked for their release. Rows
 * another instance is releasing, or a payment is settling, are skipped (`FOR UPDATE SKIP LOCKED`).
 */
export function dueForRelease(tx: Db, before: Date, limit: number) {
  return tx
    .select({ id: orders.id, couponId: orders.couponId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'razorpay'),
        eq(orders.status, 'Placed'),
        ne(orders.paymentStatus, 'paid'),
        lt(orders.createdAt, before),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The order's lines become Released; answers what each held, to go back to stock. */
export function releaseLines(tx: Db, orderId: string) {
  return tx
    .update(orderLines)
    .set({ orderStatus: 'Released' })
    .where(eq(orderLines.orderId, orderId))
    .returning({ productId: orderLines.productId, quantity: orderLines.quantity });
}

/** The order no longer uses its coupon (its use is given back to the coupon by the caller). */
export async function forgetCouponUse(tx: Db, orderId: string): Promise<void> {
  await tx.delete(couponUses).where(eq(couponUses.orderId, orderId));
}

export async function markReleased(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'Released', releasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
