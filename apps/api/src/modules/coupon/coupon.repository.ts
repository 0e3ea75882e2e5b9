import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponUses, coupons } from '../../db/schema/index.ts';

const couponColumns = {
  id: coupons.id,
  couponCode: coupons.couponCode,
  title: coupons.title,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minimumAmount: coupons.minimumAmount,
  couponQuantity: coupons.couponQuantity,
  usesPerCustomer: coupons.usesPerCustomer,
  disabledAt: coupons.disabledAt,
  startTime: coupons.startTime,
  endTime: coupons.endTime,
};

export type CouponRow = Pick<typeof coupons.$inferSelect, keyof typeof couponColumns>;

/** More open coupons than a shop runs at once; the list never grows without bound. */
const MAX_LISTED = 200;

/** Coupon reads and writes; this module owns `coupons` and counts `coupon_uses`, which orders write. */
export function createCouponRepository(db: Db) {
  return {
    /** A coupon by its code, in any case (the unique index is on upper(code)). */
    async byCode(code: string): Promise<CouponRow | null> {
      const rows = await db
        .select(couponColumns)
        .from(coupons)
        .where(sql`upper(${coupons.couponCode}) = upper(${code})`)
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Takes one use of a coupon if one is left and it is not disabled (a row condition: never
     * below 0, so two orders never both take the last use); false otherwise. Pass a transaction
     * as `db`.
     */
    async takeUse(couponId: string): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ couponQuantity: sql`${coupons.couponQuantity} - 1` })
        .where(
          and(eq(coupons.id, couponId), gt(coupons.couponQuantity, 0), isNull(coupons.disabledAt)),
        )
        .returning({ id: coupons.id });
      return rows.length > 0;
    },

    /**
     * How many orders a customer holds with the coupon now (an order cancelled or released gave
     * its use back). Read after locking the customer's row, it counts every order placed before.
     */
    async usesBy(couponId: string, customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponUses)
        .where(and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId)));
      return row?.n ?? 0;
    },

    /** A coupon's per-customer limit (null: none) and the customer's uses of it now. */
    async customerUses(couponId: string, customerId: string) {
      const [row] = await db
        .select({ usesPerCustomer: coupons.usesPerCustomer })
        .from(coupons)
        .where(eq(coupons.id, couponId));
      const limit = row?.usesPerCustomer ?? null;
      return {
        usesPerCustomer: limit,
        uses: limit === null ? 0 : await this.usesBy(couponId, customerId),
      };
    },

    /** Gives a use back (an unpaid order released). */
    async giveUseBack(couponId: string): Promise<void> {
      await db
        .update(coupons)
        .set({ couponQuantity: sql`${coupons.couponQuantity} + 1` })
        .where(eq(coupons.id, couponId));
    },

    /** Coupons of a type not disabled, latest ending first. */
    open(couponType: string): Promise<CouponRow[]> {
      return db
        .select(couponColumns)
        .from(coupons)
        .where(and(eq(coupons.couponType, couponType), isNull(coupons.disabledAt)))
        .orderBy(desc(coupons.endTime), coupons.couponCode)
        .limit(MAX_LISTED);
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
