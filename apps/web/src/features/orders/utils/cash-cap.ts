import { formatMoney, POD_CAP_INR_PAISE, type Language } from '@aurelle/contract';
import type { TFunction } from '../../../lib/i18n.ts';

/**
 * Why cash on delivery is off for an order (ARCHITECTURE.md: under ₹2,00,000 only), or null: the
 * order's total in INR minor units against the cap, the reason in rupees whatever the currency.
 */
export function cashRefusal(totalInrPaise: number, t: TFunction, language: string): string | null {
  if (totalInrPaise < POD_CAP_INR_PAISE) return null;
  const lang: Language = language === 'fr' ? 'fr' : 'en';
  const amount = formatMoney(
    POD_CAP_INR_PAISE / 100,
    { code: 'INR', symbol: '₹', fractionDigits: 0 },
    lang,
  );
  return t('checkout.cashCap', { amount });
}
