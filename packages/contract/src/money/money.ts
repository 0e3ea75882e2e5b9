import { DEFAULT_CURRENCY, isCurrency, type CurrencyCode, type Language } from '../constants.ts';

/** How a currency's prices are written: the shop's symbol and the digits after the point. */
export type CurrencyFormat = { code: CurrencyCode; symbol: string; fractionDigits: number };

/** One row of the rates table: `rate` units of `code` per 1 INR. */
export type CurrencyRate = CurrencyFormat & { rate: number };
export type RateTable = ReadonlyMap<CurrencyCode, CurrencyRate>;

/** INR is the unit prices are stored in; it is always convertible, table row or not. */
export const INR_RATE: CurrencyRate = { code: 'INR', symbol: '₹', rate: 1, fractionDigits: 0 };

/** Builds the table from database rows; unknown codes and unusable rates are skipped. */
export function rateTableFrom(
  rows: readonly { code: string; symbol: string; rate: string | number; fractionDigits: number }[],
): RateTable {
  const table = new Map<CurrencyCode, CurrencyRate>([['INR', INR_RATE]]);
  for (const row of rows) {
    const rate = Number(row.rate);
    if (!isCurrency(row.code) || !Number.isFinite(rate) || rate <= 0) continue;
    table.set(row.code, {
      code: row.code,
      symbol: row.symbol,
      rate: row.code === 'INR' ? 1 : rate,
      fractionDigits: clampDigits(row.fractionDigits),
    });
  }
  return table;
}

/** Intl takes 0 to 100 digits; a price needs no more than 4. */
function clampDigits(digits: number): number {
  return Number.isFinite(digits) ? Math.min(Math.max(Math.trunc(digits), 0), 4) : 2;
}

/** INR keeps Indian digit grouping in English (₹1,25,000); French uses French grouping for every currency. */
export function moneyLocale(currency: CurrencyCode, lang: Language): string {
  if (lang === 'fr') return 'fr-FR';
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

/** Rounds half away from zero at `digits` places, past binary error (1.005 → 1.01). */
export function roundMoney(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor * (1 + Number.EPSILON)) / factor;
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
 * An amount in major units of a currency, written as the shop writes it: Intl places the symbol
 * and groups the digits for the language, with the currency's digits; the symbol itself is the
 * shop's (AED → د.إ, where Intl prints a code).
 */
export function formatMoney(amount: number, format: CurrencyFormat, lang: Language): string {
  const { code, symbol, fractionDigits } = format;
  const formatter = formatterFor(moneyLocale(code, lang), code, fractionDigits);
  if (!symbol) return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
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

/**
 * The digits after the decimal separator in a price `formatMoney` wrote in `lang` (0 when it has
 * none): how a client learns the digits of the API's rates table from a price it was sent.
 */
export function fractionDigitsIn(price: string, currency: CurrencyCode, lang: Language): number {
  const separator =
    formatterFor(moneyLocale(currency, lang), currency, 1)
      .formatToParts(0.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  let digits = 0;
  for (let at = price.indexOf(separator); at >= 0; at = price.indexOf(separator, at + 1)) {
    digits = /^\d*/.exec(price.slice(at + separator.length))?.[0].length ?? 0;
  }
  return digits;
}

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

/**
 * The converter for a currency. A currency missing from the table falls back to INR,
 * never an error.
 */
export function moneyFor(rates: RateTable, currency: CurrencyCode, lang: Language): Money {
  const row = rates.get(currency) ?? rates.get(DEFAULT_CURRENCY) ?? INR_RATE;
  const amount = (paise: number) => roundMoney((paise / 100) * row.rate, row.fractionDigits);
  const formatAmount = (value: number) =>
    remembered(`${lang}|${row.code}|${row.fractionDigits}|${row.symbol}|${value}`, () =>
      formatMoney(value, row, lang),
    );
  return {
    currency: row.code,
    symbol: row.symbol,
    amount,
    format: (paise) => formatAmount(amount(paise)),
    formatAmount,
  };
}
