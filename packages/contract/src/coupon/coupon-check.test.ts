import type { Coupon } from './coupon.schema.ts';
import { describe, expect, it } from 'vitest';
import { couponRefusal } from './coupon-check.ts';

const now = new Date('2026-11-25T10:00:00Z');
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  _id: 'c1',
  couponCode: 'AURELLE10',
  title: '10% off',
  description: '10% off, up to ₹15,000',
  minimumAmount: 20000,
  minimumAmountFormatted: '₹20,000.00',
  couponQuantity: 5,
  endTime: '2030-12-31T18:29:59.000Z',
  ...over,
});

describe('couponRefusal (spec §5, in order)', () => {
  it('accepts a live coupon on a cart at or above its minimum', () => {
    expect(couponRefusal(coupon(), 20000, 'en', now)).toBeNull();
  });

  it('refuses an ended coupon first, even below the minimum and with none left', () => {
    const ended = coupon({ endTime: '2026-11-25T09:59:59Z', couponQuantity: 0 });
    expect(couponRefusal(ended, 10, 'en', now)).toBe('Sorry! This coupon has expired');
  });

  it('names the minimum once, formatted, before the quantity check', () => {
    expect(couponRefusal(coupon({ couponQuantity: 0 }), 19999.99, 'en', now)).toBe(
      'Oops! This coupon is valid on shopping of ₹ 20,000.00 or More',
    );
  });

  it('refuses a coupon with no uses left', () => {
    expect(couponRefusal(coupon({ couponQuantity: 0 }), 50000, 'en', now)).toBe(
      'Uh oh! This coupon is no longer available',
    );
  });

  it('speaks French on a French page', () => {
    const text = couponRefusal(coupon({ couponQuantity: 0 }), 50000, 'fr', now);
    expect(text).not.toBe('Uh oh! This coupon is no longer available');
    expect(text).toMatch(/coupon|code/i);
  });
});
