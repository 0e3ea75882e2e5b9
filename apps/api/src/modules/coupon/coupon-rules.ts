import { format, messagesFor, type Coupon, type Language } from '@aurelle/contract';
import type { Money } from '../../lib/money.ts';
import { pickText } from '../catalog/catalog-reference.ts';
import type { CouponRow } from './coupon.repository.ts';

/**
 * Why a coupon is refused: expired, cart under its minimum, none left or disabled (spec §5), or
 * the customer has used it as often as it allows.
 */
export type Refusal = 'expired' | 'minimum' | 'unavailable' | 'perCustomer';

/**
 * The first refusal in order (expired, then the minimum, then uses left; spec §5; a disabled
 * coupon is no longer available), on INR minor units; null when the coupon applies. The
 * customer's own limit comes after these, from their uses (`perCustomerRefusal`).
 */
export function refusalOf(coupon: CouponRow, totalPaise: number, now: Date): Refusal | null {
  if (coupon.endTime.getTime() <= now.getTime()) return 'expired';
  if (totalPaise < coupon.minimumAmount) return 'minimum';
  if (coupon.couponQuantity <= 0 || coupon.disabledAt !== null) return 'unavailable';
  return null;
}

/** Whether a customer who has used the coupon `uses` times may use it once more. */
export function withinCustomerLimit(coupon: Pick<CouponRow, 'usesPerCustomer'>, uses: number) {
  return coupon.usesPerCustomer === null || uses < coupon.usesPerCustomer;
}

/** Started, not ended, uses left, not disabled: what a customer can apply now. */
export function isLive(coupon: CouponRow, now: Date): boolean {
  const at = now.getTime();
  return (
    coupon.startTime.getTime() <= at &&
    coupon.endTime.getTime() > at &&
    coupon.couponQuantity > 0 &&
    coupon.disabledAt === null
  );
}

/**
 * The discount in INR minor units: a percentage (rounded down to the paisa) under its cap, or a
 * fixed amount; never more than the cart total.
 */
export function discountOf(coupon: CouponRow, totalPaise: number): number {
  const raw =
    coupon.discountType === 'percentage'
      ? Math.floor((totalPaise * coupon.discountValue) / 100)
      : coupon.discountValue;
  const capped =
    coupon.discountType === 'percentage' && coupon.maxDiscount !== null
      ? Math.min(raw, coupon.maxDiscount)
      : raw;
  return Math.max(0, Math.min(capped, totalPaise));
}

/** The discount in words, e.g. '10% off, up to ₹5,000'. */
export function describe(coupon: CouponRow, money: Money, lang: Language): string {
  const text = messagesFor(lang).coupon;
  if (coupon.discountType === 'fixed')
    return format(text.amountOff, { amount: money.format(coupon.discountValue) });
  if (coupon.maxDiscount === null)
    return format(text.percentOff, { percent: coupon.discountValue });
  return format(text.percentOffUpTo, {
    percent: coupon.discountValue,
    amount: money.format(coupon.maxDiscount),
  });
}

/** A coupon as the customer reads it: amounts in the request's currency, converted once. */
export function toCoupon(coupon: CouponRow, money: Money, lang: Language): Coupon {
  return {
    _id: coupon.id,
    couponCode: coupon.couponCode,
    title: pickText(coupon.title, lang),
    description: describe(coupon, money, lang),
    minimumAmount: money.amount(coupon.minimumAmount),
    minimumAmountFormatted: money.format(coupon.minimumAmount),
    // A disabled coupon reads as used up, so the shop says it is no longer available.
    couponQuantity: coupon.disabledAt === null ? coupon.couponQuantity : 0,
    endTime: coupon.endTime.toISOString(),
  };
}
