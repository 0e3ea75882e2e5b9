import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice (same shape as the API prices_formatted)', () => {
  it('groups INR the Indian way in English', () => {
    expect(formatPrice(397000, 'INR')).toBe('₹3,97,000.00');
  });

  it('uses French grouping and a trailing symbol in French', () => {
    expect(formatPrice(1940.2, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 940,20 €');
  });

  it('uses US grouping for other currencies in English', () => {
    expect(formatPrice(2310.5, 'USD')).toBe('$2,310.50');
  });
});
