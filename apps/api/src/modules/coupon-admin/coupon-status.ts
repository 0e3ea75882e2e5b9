import type { AdminCoupon, CouponBody, CouponStatus } from '@aurelle/contract';
import type { CouponRecord, CouponWrite } from './coupons.repository.ts';

/** Where a coupon stands at `now`: disabled first, then its window, then its uses left. */
export function statusOf(
  coupon: Pick<CouponRecord, 'disabledAt' | 'startTime' | 'endTime' | 'couponQuantity'>,
  now: Date,
): CouponStatus {
  if (coupon.disabledAt !== null) return 'disabled';
  if (coupon.startTime.getTime() > now.getTime()) return 'scheduled';
  if (coupon.endTime.getTime() <= now.getTime()) return 'ended';
  if (coupon.couponQuantity <= 0) return 'usedUp';
  return 'live';
}

/** The coupon type the shop reads: `open` is listed, `private` is applied by its code alone. */
const TYPE_OF = { open: 'open', hidden: 'private' } as const;

/** A coupon as staff sent it, as its row stores it. */
export function toWrite(body: CouponBody): CouponWrite {
  return {
    couponCode: body.couponCode.trim(),
    title: { en: body.title.en.trim(), fr: body.title.fr.trim() },
    discountType: body.discountType,
    discountValue: body.discountValue,
    maxDiscount: body.discountType === 'percentage' ? body.maxDiscount : null,
    minimumAmount: body.minimumAmount,
    couponQuantity: body.couponQuantity,
    usesPerCustomer: body.usesPerCustomer,
    couponType: TYPE_OF[body.visibility],
    startTime: new Date(body.startTime),
    endTime: new Date(body.endTime),
  };
}

export function toAdminCoupon(row: CouponRecord, now: Date): AdminCoupon {
  return {
    id: row.id,
    couponCode: row.couponCode,
    title: { en: row.title.en, fr: row.title.fr ?? '' },
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minimumAmount: row.minimumAmount,
    couponQuantity: row.couponQuantity,
    usesPerCustomer: row.usesPerCustomer,
    visibility: row.couponType === 'open' ? 'open' : 'hidden',
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    status: statusOf(row, now),
    used: row.used,
  };
}

/** The order the list shows: live first, then scheduled, used up, ended, disabled; each by end. */
const RANK: Record<CouponStatus, number> = {
  live: 0,
  scheduled: 1,
  usedUp: 2,
  ended: 3,
  disabled: 4,
};

export function byStatus(a: AdminCoupon, b: AdminCoupon): number {
  return RANK[a.status] - RANK[b.status] || a.endTime.localeCompare(b.endTime);
}
