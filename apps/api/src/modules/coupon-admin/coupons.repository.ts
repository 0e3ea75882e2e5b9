import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AdminCouponUse } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { couponUses, coupons, customers, orders } from '../../db/schema/index.ts';

/** A coupon's row as the back office reads it, with the orders that hold a use of it now. */
export type CouponRecord = typeof coupons.$inferSelect & { used: number };

/** What staff write on a coupon: every column but its id and creation time. */
export type CouponWrite = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'disabledAt'>;

/** More coupons than a shop runs; the list never grows without bound. */
const MAX_LISTED = 500;

const usedCount = sql<number>`(select count(*) from coupon_uses u
  where u.coupon_id = coupons.id)`.mapWith(Number);

/**
 * An order that brought money: placed, packed, shipped or delivered, and paid by card or cash on
 * delivery (an unpaid card order does not, and a cancelled or released one no longer holds a use).
 */
const CONFIRMED = sql`${orders.status} in ('Placed', 'Packed', 'Shipped', 'Delivered')
  and (${orders.paymentStatus} = 'paid' or ${orders.paymentMethod} = 'POD')`;

// Written out: inside the subquery a column of `orders` must be named with its table.
const refundedOf = sql<number>`(select coalesce(sum(r.amount), 0) from refunds r
  where r.order_id = orders.id and r.status = 'processed')`;

/** The back office's coupons; the `coupons` table is the coupon module's, `coupon_uses` the orders'. */
export function createCouponAdminRepository(db: Db) {
  return {
    list(): Promise<CouponRecord[]> {
      return db
        .select({ ...getTableColumns(coupons), used: usedCount })
        .from(coupons)
        .orderBy(desc(coupons.endTime), coupons.couponCode)
        .limit(MAX_LISTED);
    },

    async byId(tx: Db, couponId: string): Promise<CouponRecord | null> {
      const [row] = await tx
        .select({ ...getTableColumns(coupons), used: usedCount })
        .from(coupons)
        .where(eq(coupons.id, couponId));
      return row ?? null;
    },

    /** Locks a coupon's row until the transaction ends; false when there is none. */
    async lock(tx: Db, couponId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.id, couponId))
        .for('update');
      return rows.length > 0;
    },

    async insert(tx: Db, values: CouponWrite): Promise<string> {
      const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
      if (!row) throw new Error('coupon not written');
      return row.id;
    },

    async update(tx: Db, couponId: string, values: CouponWrite): Promise<void> {
      await tx.update(coupons).set(values).where(eq(coupons.id, couponId));
    },

    async setDisabled(tx: Db, couponId: string, at: Date | null): Promise<void> {
      await tx.update(coupons).set({ disabledAt: at }).where(eq(coupons.id, couponId));
    },

    /** The latest uses: each order, who placed it, its discount, total and refunds. */
    async uses(couponId: string, limit: number): Promise<AdminCouponUse[]> {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          customerId: customers.id,
          customerName: customers.name,
          discount: orders.discount,
          total: orders.total,
          refunded: refundedOf.mapWith(Number),
        })
        .from(couponUses)
        .innerJoin(orders, eq(orders.id, couponUses.orderId))
        .innerJoin(customers, eq(customers.id, couponUses.customerId))
        .where(eq(couponUses.couponId, couponId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        status: row.status as AdminCouponUse['status'],
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * What every use gave and brought, INR paise: the discounts of all the orders that hold a
     * use, and the totals of those that brought money, less what was refunded on them.
     */
    async figures(couponId: string): Promise<{ discountGiven: number; revenue: number }> {
      const [row] = await db
        .select({
          discountGiven: sql<number>`coalesce(sum(${orders.discount}), 0)`.mapWith(Number),
          revenue:
            sql<number>`coalesce(sum(${orders.total} - ${refundedOf}) filter (where ${CONFIRMED}), 0)`.mapWith(
              Number,
            ),
        })
        .from(couponUses)
        .innerJoin(orders, eq(orders.id, couponUses.orderId))
        .where(eq(couponUses.couponId, couponId));
      return { discountGiven: row?.discountGiven ?? 0, revenue: row?.revenue ?? 0 };
    },
  };
}

export type CouponAdminRepository = ReturnType<typeof createCouponAdminRepository>;
