import { describe, expect, it } from 'vitest';
import { moneyFor, rateTableFrom } from './money.ts';

const rates = rateTableFrom([
  { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 },
  { code: 'USD', symbol: '$', rate: '0.012', fractionDigits: 2 },
  { code: 'EUR', symbol: '€', rate: '0.011', fractionDigits: 2 },
  { code: 'AED', symbol: 'AED', rate: '0.044', fractionDigits: 2 },
]);
// Intl puts narrow or plain no-break spaces in French numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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
    expect(money.amount(12_500_000)).toBe(1500);
    expect(money.format(12_500_000)).toBe('$1,500.00');
    expect(money.amount(12_345)).toBe(1.48);
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
  });
});
