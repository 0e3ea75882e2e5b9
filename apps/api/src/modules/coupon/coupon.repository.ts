import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';

const couponColumns = {
  id: coupons.id,
  couponCode: coupons.couponCode,
  title: coupons.title,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minimumAmount: coupons.minimumAmount,
  couponQuantity: coupons.couponQuantity,
  startTime: coupons.startTime,
  endTime: coupons.endTime,
};

export type CouponRow = Pick<typeof coupons.$inferSelect, keyof typeof couponColumns>;

/** More open coupons than a shop runs at once; the list never grows without bound. */
const MAX_LISTED = 200;

/** Coupon reads; this module owns `coupons`. */
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
     * Takes one use of a coupon if one is left (a row condition: never below 0, so two orders
     * never both take the last use); false when none was left. Pass a transaction as `db`.
     */
    async takeUse(couponId: string): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ couponQuantity: sql`${coupons.couponQuantity} - 1` })
        .where(and(eq(coupons.id, couponId), gt(coupons.couponQuantity, 0)))
        .returning({ id: coupons.id });
      return rows.length > 0;
    },

    /** Gives a use back (an unpaid order released). */
    async giveUseBack(couponId: string): Promise<void> {
      await db
        .update(coupons)
        .set({ couponQuantity: sql`${coupons.couponQuantity} + 1` })
        .where(eq(coupons.id, couponId));
    },

    /** Coupons of a type, latest ending first. */
    open(couponType: string): Promise<CouponRow[]> {
      return db
        .select(couponColumns)
        .from(coupons)
        .where(eq(coupons.couponType, couponType))
        .orderBy(desc(coupons.endTime), coupons.couponCode)
        .limit(MAX_LISTED);
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
