import {
  COUPON_CODE_PATTERN,
  COUPON_TITLE_MAX_LENGTH,
  COUPON_USES_MAX,
  couponAdminMessages as say,
  MAX_RUPEES,
  paiseToRupees,
  parseRupees,
  type AdminCoupon,
  type CouponBody,
} from '@aurelle/contract';
import * as z from 'zod/mini';

/** India's offset: the shop's times are typed and shown in India's time, whatever the browser's. */
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60_000;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A moment as a `datetime-local` field shows it in India's time: `2026-11-27T09:30`. */
export function toIndiaLocal(iso: string): string {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as India's time, as an ISO moment; null when not a time. */
export function fromIndiaLocal(local: string): string | null {
  if (!LOCAL_TIME.test(local)) return null;
  const at = Date.parse(`${local}:00${INDIA_OFFSET}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

const wholeNumber = (text: string, min: number) => {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= COUPON_USES_MAX ? value : null;
};

const title = z.string().check(
  z.refine((value) => value.trim() !== '', say.titleRequired),
  z.refine((value) => value.trim().length <= COUPON_TITLE_MAX_LENGTH, say.titleLong),
);

/** The form's values as typed (amounts in rupees, times in India's), checked field by field. */
export const couponFormSchema = z
  .object({
    couponCode: z
      .string()
      .check(z.refine((value) => COUPON_CODE_PATTERN.test(value.trim()), say.codeInvalid)),
    title: z.object({ en: title, fr: title }),
    discountType: z.enum(['percentage', 'fixed']),
    discountValue: z.string(),
    maxDiscount: z.string(),
    minimumAmount: z
      .string()
      .check(z.refine((value) => parseRupees(value) !== null, say.minimumInvalid)),
    couponQuantity: z
      .string()
      .check(z.refine((value) => wholeNumber(value, 0) !== null, say.usesInvalid)),
    usesPerCustomer: z
      .string()
      .check(
        z.refine(
          (value) => value.trim() === '' || wholeNumber(value, 1) !== null,
          say.perCustomerInvalid,
        ),
      ),
    visibility: z.enum(['open', 'hidden']),
    startTime: z.string().check(z.refine((v) => fromIndiaLocal(v) !== null, say.dateInvalid)),
    endTime: z.string().check(z.refine((v) => fromIndiaLocal(v) !== null, say.dateInvalid)),
  })
  .check(
    z.refine(
      (v) => v.discountType !== 'percentage' || /^(100|[1-9]\d?)$/.test(v.discountValue.trim()),
      { message: say.percentInvalid, path: ['discountValue'] },
    ),
    z.refine(
      (v) => {
        if (v.discountType !== 'fixed') return true;
        const paise = parseRupees(v.discountValue);
        return paise !== null && paise > 0;
      },
      { message: say.amountInvalid, path: ['discountValue'] },
    ),
    z.refine(
      (v) => v.discountType !== 'fixed' || (parseRupees(v.discountValue) ?? 0) <= MAX_RUPEES * 100,
      { message: say.amountTooHigh, path: ['discountValue'] },
    ),
    z.refine(
      (v) =>
        v.discountType !== 'percentage' ||
        v.maxDiscount.trim() === '' ||
        (parseRupees(v.maxDiscount) ?? 0) > 0,
      { message: say.amountInvalid, path: ['maxDiscount'] },
    ),
    z.refine(
      (v) => {
        const start = fromIndiaLocal(v.startTime);
        const end = fromIndiaLocal(v.endTime);
        return !start || !end || Date.parse(end) > Date.parse(start);
      },
      { message: say.endBeforeStart, path: ['endTime'] },
    ),
  );
export type CouponFormValues = z.input<typeof couponFormSchema>;

/** The fields a server error may be about, by the body's names (the form's are the same). */
export const COUPON_FIELDS = [
  'couponCode',
  'title.en',
  'title.fr',
  'discountValue',
  'maxDiscount',
  'minimumAmount',
  'couponQuantity',
  'usesPerCustomer',
  'startTime',
  'endTime',
] as const;

/** A new coupon's form: 10 % off, open, live from this minute for 30 days, once per customer. */
export function emptyCoupon(now = new Date()): CouponFormValues {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const end = new Date(start.getTime() + 30 * 86_400_000);
  return {
    couponCode: '',
    title: { en: '', fr: '' },
    discountType: 'percentage',
    discountValue: '10',
    maxDiscount: '',
    minimumAmount: '0',
    couponQuantity: '100',
    usesPerCustomer: '1',
    visibility: 'open',
    startTime: toIndiaLocal(start.toISOString()),
    endTime: toIndiaLocal(end.toISOString()),
  };
}

/** A saved coupon as the form edits it: paise as rupees, times in India's. */
export function couponToForm(coupon: AdminCoupon): CouponFormValues {
  return {
    couponCode: coupon.couponCode,
    title: { ...coupon.title },
    discountType: coupon.discountType,
    discountValue:
      coupon.discountType === 'percentage'
        ? String(coupon.discountValue)
        : paiseToRupees(coupon.discountValue),
    maxDiscount: coupon.maxDiscount === null ? '' : paiseToRupees(coupon.maxDiscount),
    minimumAmount: paiseToRupees(coupon.minimumAmount),
    couponQuantity: String(coupon.couponQuantity),
    usesPerCustomer: coupon.usesPerCustomer === null ? '' : String(coupon.usesPerCustomer),
    visibility: coupon.visibility,
    startTime: toIndiaLocal(coupon.startTime),
    endTime: toIndiaLocal(coupon.endTime),
  };
}

/** The checked form as the API takes it: rupees to paise, India's times to ISO moments. */
export function toCouponBody(values: CouponFormValues): CouponBody {
  const percentage = values.discountType === 'percentage';
  const rupees = (text: string) => parseRupees(text) ?? 0;
  return {
    couponCode: values.couponCode.trim(),
    title: { en: values.title.en.trim(), fr: values.title.fr.trim() },
    discountType: values.discountType,
    discountValue: percentage ? Number(values.discountValue.trim()) : rupees(values.discountValue),
    maxDiscount: percentage && values.maxDiscount.trim() ? rupees(values.maxDiscount) : null,
    minimumAmount: rupees(values.minimumAmount),
    couponQuantity: Number(values.couponQuantity.trim()),
    usesPerCustomer: values.usesPerCustomer.trim() ? Number(values.usesPerCustomer.trim()) : null,
    visibility: values.visibility,
    startTime: fromIndiaLocal(values.startTime) ?? values.startTime,
    endTime: fromIndiaLocal(values.endTime) ?? values.endTime,
  };
}
