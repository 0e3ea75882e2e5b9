import type { Language } from '../constants.ts';
import { messagesFor } from '../messages.ts';
import { couponMinimumMessage } from './coupon-message.ts';
import type { Coupon } from './coupon.schema.ts';

/**
 * Spec §5 "Coupon checks before apply", in the spec's order, run in the browser before the cart is
 * fetched with the code: the same words the server answers (the contract's table), so a customer
 * reads one text whichever side refused. `cartTotal` is the cart's `totalCartPrice`: the unit of the
 * coupon's `minimumAmount` (the request's currency, major units).
 */
export function couponRefusal(
  coupon: Coupon,
  cartTotal: number,
  lang: Language,
  now: Date = new Date(),
): string | null {
  const texts = messagesFor(lang).coupon;
  if (Date.parse(coupon.endTime) <= now.getTime()) return texts.expired;
  if (cartTotal < coupon.minimumAmount)
    return couponMinimumMessage(lang, coupon.minimumAmountFormatted);
  if (coupon.couponQuantity <= 0) return texts.unavailable;
  return null;
}

/** Whether `code` is the chosen coupon (codes compare without case, as the server reads them). */
export function isChosenCoupon(chosen: string | null, code: string): boolean {
  return chosen !== null && chosen.toUpperCase() === code.toUpperCase();
}
