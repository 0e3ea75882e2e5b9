import { describe, expect, it } from 'vitest';
import { moneyFor, rateTableFrom } from '../../lib/money.ts';
import {
  describe as describeDiscount,
  discountOf,
  isLive,
  refusalOf,
  toCoupon,
  withinCustomerLimit,
} from './coupon-rules.ts';
import type { CouponRow } from './coupon.repository.ts';

const at = (iso: string) => new Date(iso);
const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  id: 'c1',
  couponCode: 'C1',
  title: { en: 'C1' },
  discountType: 'percentage',
  discountValue: 10,
  maxDiscount: null,
  minimumAmount: 0,
  couponQuantity: 5,
  usesPerCustomer: null,
  disabledAt: null,
  startTime: at('2026-01-01T00:00:00Z'),
  endTime: at('2026-02-01T00:00:00Z'),
  ...over,
});
const money = moneyFor(
  rateTableFrom([{ code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 }]),
  'INR',
  'en',
);

describe('spec §5 checks, with an injected clock', () => {
  it('refuses a coupon from its end time on, and not a moment before', () => {
    const ends = coupon();
    expect(refusalOf(ends, 100, at('2026-01-31T23:59:59.999Z'))).toBeNull();
    expect(refusalOf(ends, 100, at('2026-02-01T00:00:00Z'))).toBe('expired');
  });

  it('checks in the spec’s order: expired, then the minimum, then uses left', () => {
    const now = at('2026-03-01T00:00:00Z');
    const allWrong = coupon({ minimumAmount: 1_000, couponQuantity: 0 });
    expect(refusalOf(allWrong, 10, now)).toBe('expired');
    const later = { endTime: at('2027-01-01T00:00:00Z') };
    expect(refusalOf({ ...allWrong, ...later }, 10, now)).toBe('minimum');
    expect(refusalOf({ ...allWrong, ...later }, 1_000, now)).toBe('unavailable');
    expect(refusalOf(coupon(later), 0, now)).toBeNull();
  });

  it('counts as live only once started, before its end and with uses left', () => {
    expect(isLive(coupon(), at('2025-12-31T00:00:00Z'))).toBe(false);
    expect(isLive(coupon(), at('2026-01-15T00:00:00Z'))).toBe(true);
    expect(isLive(coupon({ couponQuantity: 0 }), at('2026-01-15T00:00:00Z'))).toBe(false);
  });
});

describe('a disabled coupon and the per-customer limit', () => {
  const now = at('2026-01-15T00:00:00Z');
  const disabled = coupon({ disabledAt: at('2026-01-10T00:00:00Z') });

  it('refuses a disabled coupon as no longer available, after the spec’s earlier checks', () => {
    expect(refusalOf(disabled, 100, now)).toBe('unavailable');
    expect(refusalOf({ ...disabled, minimumAmount: 1_000 }, 100, now)).toBe('minimum');
    expect(isLive(disabled, now)).toBe(false);
    expect(toCoupon(disabled, money, 'en').couponQuantity).toBe(0);
  });

  it('lets a customer use a coupon as many times as it allows, and any number without a limit', () => {
    expect(withinCustomerLimit({ usesPerCustomer: 1 }, 0)).toBe(true);
    expect(withinCustomerLimit({ usesPerCustomer: 1 }, 1)).toBe(false);
    expect(withinCustomerLimit({ usesPerCustomer: 3 }, 2)).toBe(true);
    expect(withinCustomerLimit({ usesPerCustomer: null }, 50)).toBe(true);
  });
});

describe('discounts, in INR minor units', () => {
  it('takes a percentage rounded down to the paisa, under its cap', () => {
    expect(discountOf(coupon(), 33_333)).toBe(3_333);
    expect(discountOf(coupon({ maxDiscount: 2_000 }), 33_333)).toBe(2_000);
  });

  it('takes a fixed amount, never more than the cart total', () => {
    const fixed = coupon({ discountType: 'fixed', discountValue: 5_000_00 });
    expect(discountOf(fixed, 10_000_00)).toBe(5_000_00);
    expect(discountOf(fixed, 1_000_00)).toBe(1_000_00);
    expect(discountOf(coupon({ discountValue: 100 }), 0)).toBe(0);
  });

  it('describes each kind in words', () => {
    expect(describeDiscount(coupon({ maxDiscount: 5_000_00 }), money, 'en')).toBe(
      '10% off, up to ₹5,000',
    );
    expect(describeDiscount(coupon(), money, 'en')).toBe('10% off');
    const fixed = coupon({ discountType: 'fixed', discountValue: 3_000_00 });
    expect(describeDiscount(fixed, money, 'en')).toBe('₹3,000 off');
  });
});
