import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUses, orderLines, orders } from '../../db/schema/index.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { createCouponRepository } from '../coupon/coupon.repository.ts';
import { recordOrderEvent } from './order-events.repository.ts';

/**
 * Releases unpaid card orders placed before `before`: their stock and coupon use go back, the
 * order and its lines become Released (never payable again). Rows another instance is releasing,
 * or a payment is settling, are skipped (`FOR UPDATE SKIP LOCKED`). Returns how many it released.
 */
export async function releaseUnpaid(db: Db, before: Date, limit = 50): Promise<number> {
  // The shop releases: no staff member; each order's lines go back as `order_cancelled`.
  return writeTransaction(db, { staffId: null }, async (tx, change) => {
    const due = await tx
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
    const stock = createStockRepository(tx);
    const coupons = createCouponRepository(tx);
    for (const order of due) {
      const lines = await tx
        .update(orderLines)
        .set({ orderStatus: 'Released' })
        .where(eq(orderLines.orderId, order.id))
        .returning({ productId: orderLines.productId, quantity: orderLines.quantity });
      await change.stock({ reason: 'order_cancelled', orderId: order.id });
      for (const line of lines) await stock.put(line.productId, line.quantity);
      if (order.couponId) {
        await coupons.giveUseBack(order.couponId);
        await tx.delete(couponUses).where(eq(couponUses.orderId, order.id));
      }
      await tx
        .update(orders)
        .set({ status: 'Released', releasedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId: order.id, kind: 'released' });
    }
    return due.length;
  });
}
