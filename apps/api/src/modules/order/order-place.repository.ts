import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queueConfirmation } from './order-email.repository.ts';
import { recordOrderEvent } from './order-events.repository.ts';
import { couponUses, orderLines, orderNumberSeq, orders } from '../../db/schema/index.ts';
import { createCartRepository } from '../cart/cart.repository.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { variantKeyOf } from '../catalog/variant-stock.ts';
import { withinCustomerLimit } from '../coupon/coupon-rules.ts';
import { createCouponRepository } from '../coupon/coupon.repository.ts';
import { createOrderRepository, type OrderRow } from './order.repository.ts';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** Thrown inside the transaction to roll it back with nothing written. */
export class Refused extends Error {
  constructor(
    readonly reason: 'stock' | 'coupon' | 'couponPerCustomer' | 'cart' | 'prices',
    readonly productId?: string,
  ) {
    super(reason);
  }
}

/**
 * What placing an order reads and writes inside its one transaction (the caller's, opened with
 * the customer's row locked and the stock's writer named).
 */
export function createPlacementRepository(tx: Db, customerId: string) {
  const cart = createCartRepository(tx);
  const stock = createStockRepository(tx);
  const couponRepo = createCouponRepository(tx);
  const reads = createOrderRepository(tx);
  return {
    cartLines: () => cart.lines(customerId),
    byIdempotencyKey: (key: string) => reads.byIdempotencyKey(customerId, key),

    /**
     * Takes the stock of each line's variant, read in this transaction (never below 0); the
     * caller has named the stock's reason (sold, by the order).
     */
    async takeStock(lines: readonly { productId: string; variantKey: string; quantity: number }[]) {
      // Products in one order taken in id order, so two orders never wait on each other in a circle.
      const sorted = [...lines].sort(
        (a, b) =>
          a.productId.localeCompare(b.productId) || a.variantKey.localeCompare(b.variantKey),
      );
      for (const line of sorted)
        if (!(await stock.take(line.productId, variantKeyOf(line.variantKey), line.quantity)))
          throw new Refused('stock', line.productId);
    },

    /**
     * Refuses when the customer already holds as many orders with the coupon as it allows. The
     * caller has locked the customer's row, so their orders are placed one after another and
     * each one counts the uses of those committed before it.
     */
    async checkCustomerLimit(couponId: string) {
      const { usesPerCustomer, uses } = await couponRepo.customerUses(couponId, customerId);
      if (!withinCustomerLimit({ usesPerCustomer }, uses)) throw new Refused('couponPerCustomer');
    },

    async takeCouponUse(couponId: string) {
      if (!(await couponRepo.takeUse(couponId))) throw new Refused('coupon');
    },

    async insert(order: NewOrder, lines: readonly NewLine[], prefix: string): Promise<OrderRow> {
      const [row] = await tx
        .insert(orders)
        .values({
          ...order,
          orderNumber: sql`${prefix}::text || '-' || nextval(${orderNumberSeq.seqName}::regclass)`,
        })
        .returning();
      if (!row) throw new Error('order not written');
      await recordOrderEvent(tx, {
        orderId: row.id,
        kind: 'placed',
        data: { paymentMethod: row.paymentMethod },
      });
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
      if (order.couponId)
        await tx
          .insert(couponUses)
          .values({ couponId: order.couponId, customerId, orderId: row.id });
      return row;
    },

    clearCart: (lineIds: readonly string[]) => cart.clear(customerId, lineIds),
    queueEmail: (orderId: string) => queueConfirmation(tx, orderId),
  };
}

export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
