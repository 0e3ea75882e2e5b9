import type { AdminCoupon } from '@aurelle/contract';
import { formatCount, formatIndiaDateTime, formatPaise } from '../../lib/format.ts';
import { texts } from './texts.ts';

/** A coupon's discount in words: "10% off, up to ₹5,000", "₹1,500 off". */
export function discountWords(coupon: AdminCoupon): string {
  const t = texts.discount;
  if (coupon.discountType === 'fixed') return t.amount(formatPaise(coupon.discountValue));
  return coupon.maxDiscount === null
    ? t.percent(coupon.discountValue)
    : t.percentUpTo(coupon.discountValue, formatPaise(coupon.maxDiscount));
}

/** From its start to its end, in India's time. */
export function windowWords(coupon: AdminCoupon): string {
  return texts.window(formatIndiaDateTime(coupon.startTime), formatIndiaDateTime(coupon.endTime));
}

export function perCustomerWords(coupon: AdminCoupon): string {
  return coupon.usesPerCustomer === null
    ? texts.coupons.noLimit
    : formatCount(coupon.usesPerCustomer);
}
