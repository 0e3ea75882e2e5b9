import { describe, expect, it } from 'vitest';
import { moneyFor, rateTableFrom } from '../money/money.ts';
import { couponMinimumMessage } from './coupon-message.ts';

const rates = rateTableFrom([
  { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 },
  { code: 'EUR', symbol: '€', rate: '0.011', fractionDigits: 2 },
  { code: 'AED', symbol: 'د.إ', rate: '0.0434', fractionDigits: 2 },
]);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('couponMinimumMessage (spec §5)', () => {
  it("writes '{symbol} {amount}': the symbol once, a space, the amount, in English", () => {
    const minimum = moneyFor(rates, 'INR', 'en').format(2_000_000);
    expect(couponMinimumMessage('en', minimum)).toBe(
      'Oops! This coupon is valid on shopping of ₹ 20,000 or More',
    );
    expect(couponMinimumMessage('en', moneyFor(rates, 'AED', 'en').format(2_000_000))).toBe(
      'Oops! This coupon is valid on shopping of د.إ 868.00 or More',
    );
  });

  it("writes '{symbol} {amount}' in French too, with French digits", () => {
    const minimum = moneyFor(rates, 'EUR', 'fr').format(99_090_900);
    expect(plain(couponMinimumMessage('fr', minimum))).toBe(
      "Oups ! Ce coupon est valable dès € 10 900,00 d'achats",
    );
  });
});
