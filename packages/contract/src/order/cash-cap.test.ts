import { describe, expect, it } from 'vitest';
import { POD_CAP_INR_PAISE } from '../constants.ts';
import { cashCapOf, cashCapRefusal } from './cash-cap.ts';

describe('cashCapRefusal (cash on delivery under ₹2,00,000 only)', () => {
  it('allows cash one paisa under the cap', () => {
    expect(cashCapRefusal('en', POD_CAP_INR_PAISE - 1)).toBeNull();
  });

  it('refuses cash at the cap, naming it in rupees', () => {
    expect(cashCapRefusal('en', POD_CAP_INR_PAISE)).toBe(
      'Cash on delivery is available only for orders under ₹2,00,000.',
    );
  });

  it('says so in French, the amount still in rupees', () => {
    const text = cashCapRefusal('fr', POD_CAP_INR_PAISE + 5_00) ?? '';
    expect(text).toMatch(
      /^Le paiement à la livraison est possible uniquement pour les commandes de moins de/,
    );
    expect(text.replace(/\s/g, ' ')).toContain('200 000 ₹');
  });
});

describe("the shop's own cap", () => {
  it('refuses cash at an owner’s lower cap, naming it', () => {
    expect(cashCapRefusal('en', 49_999_99, 50_000_00)).toBeNull();
    expect(cashCapRefusal('en', 50_000_00, 50_000_00)).toBe(
      'Cash on delivery is available only for orders under ₹50,000.',
    );
  });

  it('never goes above the law’s ₹2,00,000', () => {
    expect(cashCapRefusal('en', POD_CAP_INR_PAISE, POD_CAP_INR_PAISE * 2)).not.toBeNull();
    expect(cashCapOf(POD_CAP_INR_PAISE + 1)).toBe(POD_CAP_INR_PAISE);
  });

  it('reads what is stored, or the law’s cap when nothing sensible is', () => {
    expect(cashCapOf(50_000_00)).toBe(50_000_00);
    expect(cashCapOf('5000000')).toBe(50_000_00);
    expect(cashCapOf(undefined)).toBe(POD_CAP_INR_PAISE);
    expect(cashCapOf(0)).toBe(POD_CAP_INR_PAISE);
    expect(cashCapOf(12.5)).toBe(POD_CAP_INR_PAISE);
  });
});
