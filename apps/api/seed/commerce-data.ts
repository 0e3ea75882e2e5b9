import type { SiteSettings } from '@aurelle/contract';
import type { Brand } from './content-data.ts';

/**
 * The demo's site settings; cash on delivery's cap, the request-quote e-mail and the launch date
 * stay the shop's defaults until the owner sets them.
 */
export function siteSettings(
  brand: Brand,
): Omit<SiteSettings, 'pod_cap_inr_paise' | 'quote_email' | 'launch_at'> {
  return {
    contact: '+91 22 4000 1234',
    email: `concierge@${brand.slug}.example`,
    address: `${brand.name} Boutique, 14 Rampart Row, Kala Ghoda, Fort, Mumbai 400001, India`,
    pod_status: true,
    brand_name: brand.name,
    brand_slug: brand.slug,
  };
}

/** Units of each currency per 1 INR (rates as of the demo's making). */
export const CURRENCY_RATES = [
  { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 2 },
  { code: 'USD', symbol: '$', rate: '0.0118', fractionDigits: 2 },
  { code: 'EUR', symbol: '€', rate: '0.0109', fractionDigits: 2 },
  { code: 'AED', symbol: 'د.إ', rate: '0.0434', fractionDigits: 2 },
] as const;

export type CouponSeed = {
  couponCode: string;
  title: { en: string; fr: string };
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  maxDiscount: number | null;
  minimumAmount: number;
  couponQuantity: number;
  startTime: Date;
  endTime: Date;
};

const LONG_AGO = new Date('2024-01-01T00:00:00+05:30');
const FAR_AHEAD = new Date('2030-12-31T23:59:59+05:30');

/** One coupon per case of spec §5: valid (two kinds), expired, minimum above a typical cart, none left. */
export function coupons(brand: Brand): CouponSeed[] {
  const brandCode = brand.slug.replace(/[^a-z0-9]/gi, '').toUpperCase();
  return [
    {
      couponCode: `${brandCode}10`,
      title: {
        en: '10% off orders above ₹20,000 (up to ₹15,000)',
        fr: '10 % de remise dès 20 000 ₹ d’achat (jusqu’à 15 000 ₹)',
      },
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 15_000_00,
      minimumAmount: 20_000_00,
      couponQuantity: 500,
      startTime: LONG_AGO,
      endTime: FAR_AHEAD,
    },
    {
      couponCode: 'WELCOME5000',
      title: { en: '₹5,000 off orders above ₹50,000', fr: '5 000 ₹ offerts dès 50 000 ₹ d’achat' },
      discountType: 'fixed',
      discountValue: 5_000_00,
      maxDiscount: null,
      minimumAmount: 50_000_00,
      couponQuantity: 200,
      startTime: LONG_AGO,
      endTime: FAR_AHEAD,
    },
    {
      // spec §5: end time passed → 'Sorry! This coupon has expired'
      couponCode: 'DIWALI15',
      title: {
        en: 'Diwali 2025: 15% off (up to ₹25,000)',
        fr: 'Diwali 2025 : 15 % de remise (jusqu’à 25 000 ₹)',
      },
      discountType: 'percentage',
      discountValue: 15,
      maxDiscount: 25_000_00,
      minimumAmount: 30_000_00,
      couponQuantity: 100,
      startTime: new Date('2025-10-15T00:00:00+05:30'),
      endTime: new Date('2025-11-05T23:59:59+05:30'),
    },
    {
      // spec §5: minimum above a typical cart → 'valid on shopping of {symbol} {amount} or More'
      couponCode: 'SOLITAIRE50K',
      title: {
        en: '₹50,000 off orders above ₹10,00,000',
        fr: '50 000 ₹ offerts dès 1 000 000 ₹ d’achat',
      },
      discountType: 'fixed',
      discountValue: 50_000_00,
      maxDiscount: null,
      minimumAmount: 10_00_000_00,
      couponQuantity: 50,
      startTime: LONG_AGO,
      endTime: FAR_AHEAD,
    },
    {
      // spec §5: couponQuantity 0 → 'Uh oh! This coupon is no longer available'
      couponCode: 'FIRSTLIGHT20',
      title: {
        en: 'First Light launch offer: 20% off',
        fr: 'Offre de lancement Premières Lueurs : 20 % de remise',
      },
      discountType: 'percentage',
      discountValue: 20,
      maxDiscount: 20_000_00,
      minimumAmount: 0,
      couponQuantity: 0,
      startTime: LONG_AGO,
      endTime: FAR_AHEAD,
    },
  ];
}
