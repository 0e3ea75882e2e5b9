import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice (same shape as the API prices_formatted)', () => {
  it('groups INR the Indian way in English', () => {
    expect(formatPrice(397000, 'INR')).toBe('₹3,97,000.00');
  });

  it('uses French grouping and a trailing symbol in French', () => {
    expect(formatPrice(1940.2, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 940,20 €');
    expect(formatPrice(1940.2, 'AED', 'fr-FR').replace(/\s/g, ' ')).toBe('1 940,20 د.إ');
  });

  it('uses US grouping for other currencies in English', () => {
    expect(formatPrice(2310.5, 'USD')).toBe('$2,310.50');
  });

  it('writes as many digits as the price the API sent, rounding to them', () => {
    expect(formatPrice(397000.4, 'INR', 'en', '₹1,25,000')).toBe('₹3,97,000');
    expect(formatPrice(2310.5, 'USD', 'en', '$1,500.00')).toBe('$2,310.50');
    expect(formatPrice(1940.2, 'EUR', 'fr', '1\u202f375,000\u00a0€').replace(/\s/g, ' ')).toBe(
      '1 940,200 €',
    );
    expect(formatPrice(440.5, 'AED', 'en', 'د.إ\u00a0440').replace(/\s/g, ' ')).toBe('د.إ 441');
  });
});
