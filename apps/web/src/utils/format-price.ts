import {
  CURRENCY_SYMBOLS,
  DEFAULT_FRACTION_DIGITS,
  formatMoney,
  fractionDigitsIn,
  isCurrency,
  type Language,
} from '@aurelle/contract';

/**
 * A price written as the API writes `prices_formatted`, with the same core (the contract's
 * `formatMoney`): French grouping in French, Indian grouping for INR in English, the shop's own
 * currency symbol. The digits are those of `sample`, a price the API formatted in this currency
 * and language (its rates table sets them per currency); without one, the table's default, 2.
 */
export function formatPrice(
  value: number,
  currency: string,
  language = 'en',
  sample?: string,
): string {
  if (!isCurrency(currency)) return `${value} ${currency}`;
  const lang: Language = language.startsWith('fr') ? 'fr' : 'en';
  const fractionDigits =
    sample === undefined ? DEFAULT_FRACTION_DIGITS : fractionDigitsIn(sample, currency, lang);
  return formatMoney(
    value,
    { code: currency, symbol: CURRENCY_SYMBOLS[currency], fractionDigits },
    lang,
  );
}
