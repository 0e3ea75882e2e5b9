import * as z from 'zod/mini';
import { MAX_RUPEES } from './catalog.schema.ts';
import { adminOrderHeadFields } from './orders.schema.ts';
import { trimmedString, trimmedText } from './fields.ts';

export const COUPON_CODE_MAX_LENGTH = 30;
export const COUPON_TITLE_MAX_LENGTH = 80;
/** More uses than a shop gives of one coupon; the field stays a number a person can read. */
export const COUPON_USES_MAX = 1_000_000;
/** A coupon's page lists its latest uses, at most this many; its figures count them all. */
export const COUPON_USES_LISTED = 200;

/**
 * How a coupon is offered: `open` is listed in the shop's checkout to every customer, `hidden` is
 * applied only by a customer who types its code (stored as the coupon type `private`).
 */
export const COUPON_VISIBILITIES = ['open', 'hidden'] as const;
export type CouponVisibility = (typeof COUPON_VISIBILITIES)[number];

/**
 * Where a coupon stands now: `disabled` by staff; `scheduled` before its start; `ended` from its
 * end time; `usedUp` with no use left; else `live`.
 */
export const COUPON_STATUSES = ['live', 'scheduled', 'usedUp', 'ended', 'disabled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponAdminMessages = {
  codeInvalid: `Use 3 to ${COUPON_CODE_MAX_LENGTH} letters, digits, hyphens or underscores, like DIWALI-10`,
  codeTaken: 'Another coupon already has this code (whatever its case)',
  titleRequired: 'Enter the title',
  titleLong: `Use at most ${COUPON_TITLE_MAX_LENGTH} characters`,
  percentInvalid: 'Enter a whole percentage from 1 to 100',
  amountInvalid: 'Enter an amount in rupees above ₹0, like 500 or 1,500.50',
  amountTooHigh: 'Enter at most ₹2,00,00,000',
  minimumInvalid: 'Enter an amount in rupees, like 20000, or 0 for no minimum',
  maxDiscountFixed: 'A fixed amount has no maximum discount: leave it empty',
  usesInvalid: `Enter a whole number from 0 to ${COUPON_USES_MAX}`,
  perCustomerInvalid: `Enter a whole number from 1 to ${COUPON_USES_MAX}, or leave it empty for no limit`,
  dateInvalid: 'Enter a date and time',
  endBeforeStart: 'The end must be after the start',
  notFound: 'No such coupon',
} as const;

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;

const paise = (max: number, message: string) =>
  z.int(message).check(z.minimum(0, message), z.maximum(max, message));

const title = z.object({
  en: trimmedText(
    COUPON_TITLE_MAX_LENGTH,
    couponAdminMessages.titleLong,
    couponAdminMessages.titleRequired,
  ),
  fr: trimmedText(
    COUPON_TITLE_MAX_LENGTH,
    couponAdminMessages.titleLong,
    couponAdminMessages.titleRequired,
  ),
});

const instant = z.iso.datetime({ offset: true, error: couponAdminMessages.dateInvalid });

/**
 * A coupon as staff create or change it. Money is INR paise; a percentage is a whole percent;
 * `maxDiscount` caps a percentage only; `usesPerCustomer` null is no limit; `couponQuantity`
 * is the uses left (all of them, for a new coupon). The code is stored as typed and is unique
 * whatever its case.
 */
export const couponBodySchema = z
  .object({
    couponCode: z.pipe(
      trimmedString,
      z.string().check(z.regex(COUPON_CODE_PATTERN, couponAdminMessages.codeInvalid)),
    ),
    title,
    discountType: z.enum(['percentage', 'fixed']),
    discountValue: z.int(couponAdminMessages.amountInvalid),
    maxDiscount: z.nullable(paise(MAX_RUPEES * 100, couponAdminMessages.amountTooHigh)),
    minimumAmount: paise(MAX_RUPEES * 100, couponAdminMessages.minimumInvalid),
    couponQuantity: z
      .int(couponAdminMessages.usesInvalid)
      .check(
        z.minimum(0, couponAdminMessages.usesInvalid),
        z.maximum(COUPON_USES_MAX, couponAdminMessages.usesInvalid),
      ),
    usesPerCustomer: z.nullable(
      z
        .int(couponAdminMessages.perCustomerInvalid)
        .check(
          z.minimum(1, couponAdminMessages.perCustomerInvalid),
          z.maximum(COUPON_USES_MAX, couponAdminMessages.perCustomerInvalid),
        ),
    ),
    visibility: z.enum(COUPON_VISIBILITIES),
    startTime: instant,
    endTime: instant,
  })
  .check(
    z.refine(
      (c) =>
        c.discountType === 'fixed' ||
        (Number.isInteger(c.discountValue) && c.discountValue >= 1 && c.discountValue <= 100),
      { message: couponAdminMessages.percentInvalid, path: ['discountValue'] },
    ),
    z.refine((c) => c.discountType === 'percentage' || c.discountValue >= 1, {
      message: couponAdminMessages.amountInvalid,
      path: ['discountValue'],
    }),
    z.refine((c) => c.discountType === 'percentage' || c.discountValue <= MAX_RUPEES * 100, {
      message: couponAdminMessages.amountTooHigh,
      path: ['discountValue'],
    }),
    z.refine((c) => c.discountType === 'percentage' || c.maxDiscount === null, {
      message: couponAdminMessages.maxDiscountFixed,
      path: ['maxDiscount'],
    }),
    z.refine((c) => Date.parse(c.endTime) > Date.parse(c.startTime), {
      message: couponAdminMessages.endBeforeStart,
      path: ['endTime'],
    }),
  );
export type CouponBody = z.input<typeof couponBodySchema>;

export const adminCouponParamsSchema = z.object({ couponId: z.uuid() });

/** A coupon as the back office lists and edits it: money in INR paise, times as ISO strings. */
export const adminCouponSchema = z.object({
  id: z.string(),
  couponCode: z.string(),
  title: z.object({ en: z.string(), fr: z.string() }),
  discountType: z.enum(['percentage', 'fixed']),
  discountValue: z.number(),
  maxDiscount: z.nullable(z.number()),
  minimumAmount: z.number(),
  /** Uses left. */
  couponQuantity: z.number(),
  usesPerCustomer: z.nullable(z.number()),
  visibility: z.enum(COUPON_VISIBILITIES),
  startTime: z.string(),
  endTime: z.string(),
  disabledAt: z.nullable(z.string()),
  status: z.enum(COUPON_STATUSES),
  /** Orders that hold a use now (a cancelled or released order gave its use back). */
  used: z.number(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ items: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

/** One use: the order it came from, who placed it, and the discount it gave. */
export const adminCouponUseSchema = z.object({
  /** `id` is the order's, for its page in the back office. */
  ...adminOrderHeadFields,
  customerId: z.string(),
  customerName: z.string(),
  /** INR paise. */
  discount: z.number(),
  total: z.number(),
  /** INR paise refunded on the order (processed refunds). */
  refunded: z.number(),
});
export type AdminCouponUse = z.infer<typeof adminCouponUseSchema>;

/** A coupon's page: the coupon, its latest uses and what the orders with it brought. */
export const adminCouponPageSchema = z.object({
  coupon: adminCouponSchema,
  /** Newest first, at most `COUPON_USES_LISTED`; `coupon.used` counts them all. */
  uses: z.array(adminCouponUseSchema),
  /** INR paise: the discounts every use gave. */
  discountGiven: z.number(),
  /** INR paise: the totals of the orders that hold a use, less what was refunded on them. */
  revenue: z.number(),
});
export type AdminCouponPage = z.infer<typeof adminCouponPageSchema>;
