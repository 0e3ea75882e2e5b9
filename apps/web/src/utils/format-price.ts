import { isCurrency } from '@aurelle/contract';
import { CURRENCY_SYMBOLS } from '../lib/preferences.ts';

/**
 * A price the way the API formats `prices_formatted` (apps/api money.ts): French grouping in
 * French, Indian grouping for INR in English, two decimals, the shop's own currency symbol.
 */
export function formatPrice(value: number, currency: string, language = 'en'): string {
  const locale = language.startsWith('fr') ? 'fr-FR' : currency === 'INR' ? 'en-IN' : 'en-US';
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const symbol = isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : undefined;
  if (!symbol) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
