import { describe, expect, it } from 'vitest';
import { POD_CAP_INR_PAISE } from '../constants.ts';
import { cashCapRefusal } from './cash-cap.ts';

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
