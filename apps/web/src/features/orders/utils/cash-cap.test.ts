import { POD_CAP_INR_PAISE } from '@aurelle/contract';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../testing/i18n.ts';
import { cashRefusal } from './cash-cap.ts';

describe('cashRefusal (ARCHITECTURE.md: cash on delivery under ₹2,00,000 only)', () => {
  const en = createTestI18n('en');
  const fr = createTestI18n('fr');

  it('allows cash one paisa under the cap', () => {
    expect(cashRefusal(POD_CAP_INR_PAISE - 1, en.t, 'en')).toBeNull();
  });

  it('refuses cash at the cap, naming it in rupees', () => {
    expect(cashRefusal(POD_CAP_INR_PAISE, en.t, 'en')).toBe(
      'Cash on delivery is available only for orders under ₹2,00,000.',
    );
  });

  it('says so in French, the amount still in rupees', () => {
    const text = cashRefusal(POD_CAP_INR_PAISE + 5_00, fr.t, 'fr') ?? '';
    expect(text).toMatch(/^Le paiement à la livraison est réservé aux commandes de moins de/);
    expect(text.replace(/\s/g, ' ')).toContain('200 000 ₹');
  });
});
