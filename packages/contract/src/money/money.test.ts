import { describe, expect, it } from 'vitest';
import { CURRENCIES, type CurrencyCode } from '../constants.ts';
import { CURRENCY_SYMBOLS, DEFAULT_FRACTION_DIGITS } from './currencies.ts';
import { formatMoney, fractionDigitsIn, moneyFor, rateTableFrom, roundMoney } from './money.ts';

const rates = rateTableFrom([
  { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 },
  { code: 'USD', symbol: '$', rate: '0.012', fractionDigits: 2 },
  { code: 'EUR', symbol: '€', rate: '0.011', fractionDigits: 2 },
  { code: 'AED', symbol: 'AED', rate: '0.044', fractionDigits: 2 },
]);
// Intl puts narrow or plain no-break spaces in French numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** How the web writes a currency without the rates table. */
const shopDefault = (code: CurrencyCode) => ({
  code,
  symbol: CURRENCY_SYMBOLS[code],
  fractionDigits: DEFAULT_FRACTION_DIGITS,
});

describe('moneyFor', () => {
  it('formats INR with Indian grouping and no decimals', () => {
    const money = moneyFor(rates, 'INR', 'en');
    expect(money.amount(12_500_000)).toBe(125_000);
    expect(money.format(12_500_000)).toBe('₹1,25,000');
    expect(money.format(99)).toBe('₹1');
  });

  it('converts to USD with the rate and two digits', () => {
    const money = moneyFor(rates, 'USD', 'en');
    expect(money.currency).toBe('USD');
    expect(money.symbol).toBe('$');
    expect(money.amount(12_500_000)).toBe(1500);
    expect(money.format(12_500_000)).toBe('$1,500.00');
    expect(money.amount(12_345)).toBe(1.48);
    expect(money.formatAmount(1.5)).toBe('$1.50');
  });

  it('formats EUR in the request language', () => {
    expect(plain(moneyFor(rates, 'EUR', 'fr').format(11_223_273))).toBe('1 234,56 €');
    expect(moneyFor(rates, 'EUR', 'en').format(11_223_273)).toBe('€1,234.56');
  });

  it("uses the rates table's symbol where Intl would print a code (AED)", () => {
    expect(plain(moneyFor(rates, 'AED', 'en').format(1_000_000))).toBe('AED 440.00');
    const dirham = rateTableFrom([
      { code: 'AED', symbol: 'د.إ', rate: '0.044', fractionDigits: 2 },
    ]);
    expect(plain(moneyFor(dirham, 'AED', 'en').format(1_000_000))).toBe('د.إ 440.00');
    expect(plain(moneyFor(dirham, 'AED', 'fr').format(1_000_000))).toBe('440,00 د.إ');
  });

  it("writes each currency with its row's fraction digits, in both languages", () => {
    const table = rateTableFrom([
      { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 2 },
      { code: 'USD', symbol: '$', rate: '0.0118', fractionDigits: 0 },
      { code: 'EUR', symbol: '€', rate: '0.0109', fractionDigits: 3 },
      { code: 'AED', symbol: 'د.إ', rate: '0.0434', fractionDigits: 2 },
    ]);
    const price = 39_700_000; // ₹3,97,000.00
    expect(moneyFor(table, 'INR', 'en').format(price)).toBe('₹3,97,000.00');
    expect(plain(moneyFor(table, 'INR', 'fr').format(price))).toBe('397 000,00 ₹');
    expect(moneyFor(table, 'USD', 'en').amount(price)).toBe(4685);
    expect(moneyFor(table, 'USD', 'en').format(price)).toBe('$4,685');
    expect(plain(moneyFor(table, 'USD', 'fr').format(price))).toBe('4 685 $');
    expect(moneyFor(table, 'EUR', 'en').format(price)).toBe('€4,327.300');
    expect(plain(moneyFor(table, 'AED', 'en').format(price))).toBe('د.إ 17,229.80');
  });

  it('clamps a row asking for more than 4 or fewer than 0 digits', () => {
    const table = rateTableFrom([
      { code: 'USD', symbol: '$', rate: 1, fractionDigits: 9 },
      { code: 'EUR', symbol: '€', rate: 1, fractionDigits: -3 },
    ]);
    expect(moneyFor(table, 'USD', 'en').format(123)).toBe('$1.2300');
    expect(moneyFor(table, 'EUR', 'en').format(150)).toBe('€2');
  });

  it('falls back to INR for a currency missing from the table', () => {
    const money = moneyFor(rateTableFrom([]), 'USD', 'en');
    expect(money.currency).toBe('INR');
    expect(money.format(100_000)).toBe('₹1,000');
  });

  it('ignores unknown codes and unusable rates', () => {
    const table = rateTableFrom([
      { code: 'XYZ', symbol: 'x', rate: 2, fractionDigits: 2 },
      { code: 'USD', symbol: '$', rate: 'abc', fractionDigits: 2 },
      { code: 'EUR', symbol: '€', rate: 0, fractionDigits: 2 },
    ]);
    expect([...table.keys()]).toEqual(['INR']);
  });

  it('rounds halves away from binary error', () => {
    const table = rateTableFrom([{ code: 'USD', symbol: '$', rate: 1, fractionDigits: 2 }]);
    expect(moneyFor(table, 'USD', 'en').amount(100.5)).toBe(1.01);
    expect(roundMoney(1.005, 2)).toBe(1.01);
    expect(roundMoney(2.5, 0)).toBe(3);
    expect(roundMoney(1.004, 2)).toBe(1);
  });
});

describe('formatMoney', () => {
  it('writes all four currencies with the shop defaults in English and French', () => {
    const english = CURRENCIES.map((code) => plain(formatMoney(1940.2, shopDefault(code), 'en')));
    expect(english).toEqual(['$1,940.20', '₹1,940.20', 'د.إ 1,940.20', '€1,940.20']);
    const french = CURRENCIES.map((code) => plain(formatMoney(1940.2, shopDefault(code), 'fr')));
    expect(french).toEqual(['1 940,20 $', '1 940,20 ₹', '1 940,20 د.إ', '1 940,20 €']);
  });

  it('rounds to the digits it writes', () => {
    const rupees = { ...shopDefault('INR'), fractionDigits: 0 };
    expect(formatMoney(1234.5, rupees, 'en')).toBe('₹1,235');
    expect(formatMoney(0.125, shopDefault('USD'), 'en')).toBe('$0.13');
  });

  it("prints Intl's own symbol when the format has none", () => {
    expect(formatMoney(10, { code: 'USD', symbol: '', fractionDigits: 2 }, 'en')).toBe('$10.00');
  });
});

describe('fractionDigitsIn', () => {
  it('reads back the digits formatMoney wrote, for every currency and language', () => {
    for (const code of CURRENCIES) {
      for (const lang of ['en', 'fr'] as const) {
        for (const digits of [0, 1, 2, 3]) {
          const price = formatMoney(
            12_345.678,
            { ...shopDefault(code), fractionDigits: digits },
            lang,
          );
          expect(fractionDigitsIn(price, code, lang), `${price} (${lang})`).toBe(digits);
        }
      }
    }
  });

  it('is 0 for a text with no decimal part', () => {
    expect(fractionDigitsIn('', 'USD', 'en')).toBe(0);
    expect(fractionDigitsIn('₹1,25,000', 'INR', 'en')).toBe(0);
  });
});
