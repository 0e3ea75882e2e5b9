import { describe, expect, it } from 'vitest';
import { moneyFor, rateTableFrom } from '../money/money.ts';
import { couponMinimumMessage } from './coupon-message.ts';

const rates = rateTableFrom([
  { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 },
  { code: 'EUR', symbol: '€', rate: '0.011', fractionDigits: 2 },
]);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('couponMinimumMessage (spec §5)', () => {
  it('prints the formatted minimum with its symbol once, in English', () => {
    const minimum = moneyFor(rates, 'INR', 'en').format(2_000_000);
    expect(couponMinimumMessage('en', minimum)).toBe(
      'Oops! This coupon is valid on shopping of ₹20,000 or More',
    );
  });

  it('writes the amount where French puts the symbol', () => {
    const minimum = moneyFor(rates, 'EUR', 'fr').format(2_000_000);
    expect(plain(couponMinimumMessage('fr', minimum))).toBe(
      "Oups ! Ce coupon est valable dès 220,00 € d'achats",
    );
  });
});
