import type { CurrencyCode } from '../constants.ts';

/** The shop's symbol for each currency, as the demo rates table writes it (spec §3 cookie too). */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  USD: '$',
  INR: '₹',
  AED: 'د.إ',
  EUR: '€',
};

/**
 * Digits after the point where the API's rates table is not at hand: the `fraction_digits`
 * column's default. Where a price the API wrote is at hand, its digits win (`fractionDigitsIn`).
 */
export const DEFAULT_FRACTION_DIGITS = 2;
