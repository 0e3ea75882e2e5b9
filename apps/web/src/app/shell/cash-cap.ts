import { formatMoney, POD_CAP_INR_PAISE, type Language } from '@aurelle/contract';
import type { TFunction } from '../../lib/i18n.ts';

/** Why cash on delivery is off for this order: the legal cap, in rupees whatever the currency. */
export function inrCapText(t: TFunction, language: string): string {
  const lang: Language = language === 'fr' ? 'fr' : 'en';
  const amount = formatMoney(
    POD_CAP_INR_PAISE / 100,
    { code: 'INR', symbol: '₹', fractionDigits: 0 },
    lang,
  );
  return t('checkout.cashCap', { amount });
}
