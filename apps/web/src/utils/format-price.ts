import { isCurrency } from '@aurelle/contract';
import { CURRENCY_SYMBOLS } from '../lib/preferences.ts';

/** One formatter per locale and currency: building one costs more than using it many times. */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price the way the API formats `prices_formatted` (apps/api money.ts): French grouping in
 * French, Indian grouping for INR in English, two decimals, the shop's own currency symbol.
 */
export function formatPrice(value: number, currency: string, language = 'en'): string {
  const locale = language.startsWith('fr') ? 'fr-FR' : currency === 'INR' ? 'en-IN' : 'en-US';
  const formatter = numberFormat(locale, currency);
  const symbol = isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : undefined;
  if (!symbol) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
