import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { createCouponRepository } from '../coupon/coupon.repository.ts';
import { recordOrderEvent } from './order-events.repository.ts';
import {
  dueForRelease,
  forgetCouponUse,
  markReleased,
  releaseLines,
} from './order-release.repository.ts';

/**
 * Releases unpaid card orders placed before `before`: their stock and coupon use go back, the
 * order and its lines become Released (never payable again). Rows another instance is releasing,
 * or a payment is settling, are skipped. Returns how many it released.
 */
export function releaseUnpaid(db: Db, before: Date, limit: number): Promise<number> {
  // The shop releases: no staff member; each order's lines go back as `order_cancelled`.
  return writeTransaction(db, { staffId: null }, async (tx, change) => {
    const due = await dueForRelease(tx, before, limit);
    const stock = createStockRepository(tx);
    const coupons = createCouponRepository(tx);
    for (const order of due) {
      await releaseLines(tx, order.id);
      await change.stock({ reason: 'order_cancelled', orderId: order.id });
      await stock.giveBack(order.id);
      if (order.couponId) {
        await coupons.giveUseBack(order.couponId);
        await forgetCouponUse(tx, order.id);
      }
      await markReleased(tx, order.id);
      await recordOrderEvent(tx, { orderId: order.id, kind: 'released' });
    }
    return due.length;
  });
}
