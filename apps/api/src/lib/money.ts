import { DEFAULT_CURRENCY, isCurrency, type CurrencyCode, type Language } from '@aurelle/contract';

/** One row of the rates table: `rate` units of `code` per 1 INR. */
export type CurrencyRate = {
  code: CurrencyCode;
  symbol: string;
  rate: number;
  fractionDigits: number;
};
export type RateTable = ReadonlyMap<CurrencyCode, CurrencyRate>;

/** INR is the unit prices are stored in; it is always convertible, table row or not. */
export const INR_RATE: CurrencyRate = { code: 'INR', symbol: '₹', rate: 1, fractionDigits: 0 };

/** A price converter and formatter for one request's currency and language. */
export type Money = {
  currency: CurrencyCode;
  symbol: string;
  /** INR minor units (paise) → major units of the currency, rounded to its digits. */
  amount(paise: number): number;
  /** INR minor units → the formatted price, e.g. ₹1,25,000 or 1 234,56 €. */
  format(paise: number): string;
  /** Formats an amount already in major units of the currency. */
  formatAmount(amount: number): string;
};

/** Builds the table from database rows; unknown codes and unusable rates are skipped. */
export function rateTableFrom(
  rows: readonly { code: string; symbol: string; rate: string | number; fractionDigits: number }[],
): RateTable {
  const table = new Map<CurrencyCode, CurrencyRate>([['INR', INR_RATE]]);
  for (const row of rows) {
    const rate = Number(row.rate);
    if (!isCurrency(row.code) || !Number.isFinite(rate) || rate <= 0) continue;
    const fractionDigits = Math.min(Math.max(Math.trunc(row.fractionDigits), 0), 4);
    table.set(row.code, {
      code: row.code,
      symbol: row.symbol,
      rate: row.code === 'INR' ? 1 : rate,
      fractionDigits,
    });
  }
  return table;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: CurrencyCode, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formatted prices, by currency, language and amount. Intl's formatToParts costs microseconds per
 * call and every product list formats each price again; a shop has a few thousand distinct prices.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 20_000;

function remembered(key: string, format: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    text = format();
    formatted.set(key, text);
  }
  return text;
}

/** INR keeps Indian digit grouping in English (₹1,25,000); French uses French grouping for every currency. */
function localeFor(currency: CurrencyCode, lang: Language): string {
  if (lang === 'fr') return 'fr-FR';
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  // The epsilon keeps 1.005-style halves from rounding down through binary representation.
  return Math.round(value * factor * (1 + Number.EPSILON)) / factor;
}

/**
 * The converter for a currency. A currency missing from the table falls back to INR,
 * never an error (ARCHITECTURE.md: unknown currency → default).
 */
export function moneyFor(rates: RateTable, currency: CurrencyCode, lang: Language): Money {
  const row = rates.get(currency) ?? rates.get(DEFAULT_CURRENCY) ?? INR_RATE;
  const formatter = formatterFor(localeFor(row.code, lang), row.code, row.fractionDigits);
  const amount = (paise: number) => round((paise / 100) * row.rate, row.fractionDigits);
  // Intl places the symbol and groups the digits; the symbol itself is the table's (AED → د.إ).
  const formatAmount = (value: number) =>
    remembered(`${lang}|${row.code}|${row.fractionDigits}|${row.symbol}|${value}`, () =>
      row.symbol
        ? formatter
            .formatToParts(value)
            .map((part) => (part.type === 'currency' ? row.symbol : part.value))
            .join('')
        : formatter.format(value),
    );
  return {
    currency: row.code,
    symbol: row.symbol,
    amount,
    format: (paise) => formatAmount(amount(paise)),
    formatAmount,
  };
}
