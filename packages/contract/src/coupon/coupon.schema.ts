import * as z from 'zod/mini';
import { messages } from '../messages.ts';

/**
 * A coupon code as a customer types it: letters, digits, dashes and underscores (any case). A code
 * that cannot be a coupon's is answered as one not found: the customer reads the same sentence.
 */
export const couponCodeSchema = z
  .string()
  .check(
    z.minLength(1, messages.coupon.notFound),
    z.maxLength(40, messages.coupon.notFound),
    z.regex(/^[A-Za-z0-9_-]+$/, messages.coupon.notFound),
  );

/**
 * A coupon (spec §3: `_id, couponCode, minimumAmount, couponQuantity, endTime`), with its title and
 * its discount described in the request's language. Amounts are in the request's currency
 * (X-Currency), in major units with that currency's fraction digits: the unit of the cart's
 * `totalCartPrice`, so the browser's spec §5 check compares like with like.
 */
export const couponSchema = z.object({
  _id: z.string(),
  couponCode: z.string(),
  title: z.string(),
  /** The discount in words, e.g. '10% off, up to ₹5,000'. */
  description: z.string(),
  /** spec §5: the cart total the coupon needs (0: none). */
  minimumAmount: z.number(),
  minimumAmountFormatted: z.string(),
  /** Uses left; 0 means no longer available (spec §5). */
  couponQuantity: z.int(),
  /** ISO 8601; past means expired (spec §5). */
  endTime: z.string(),
});

export const couponListQuerySchema = z.object({
  /** spec §7 lists `open` coupons, the only kind a customer is shown. */
  couponType: z._default(z.enum(['open']), 'open'),
});
/** Live coupons first (started, not expired, uses left), then the others for the §5 messages. */
export const couponListResponseSchema = z.object({ coupons: z.array(couponSchema) });

export const couponDetailsBodySchema = z.object({ couponCode: couponCodeSchema });
/** spec §7 reads `data.data.couponCode`. */
export const couponDetailsResponseSchema = z.object({ data: z.object({ data: couponSchema }) });

export type Coupon = z.infer<typeof couponSchema>;
export type CouponListQuery = z.input<typeof couponListQuerySchema>;
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;
export type CouponDetailsBody = z.infer<typeof couponDetailsBodySchema>;
export type CouponDetailsResponse = z.infer<typeof couponDetailsResponseSchema>;
