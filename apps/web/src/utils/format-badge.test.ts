import { describe, expect, it } from 'vitest';
import { formatCartBadge, formatStockBadge } from './format-badge.ts';

describe('badge caps (spec §9)', () => {
  it('shows the cart count up to 9 and 9+ above it', () => {
    expect(formatCartBadge(1)).toBe('1');
    expect(formatCartBadge(9)).toBe('9');
    expect(formatCartBadge(10)).toBe('9+');
    expect(formatCartBadge(250)).toBe('9+');
  });

  it('shows the stock up to 99 and 99+ above it', () => {
    expect(formatStockBadge(99)).toBe('99');
    expect(formatStockBadge(100)).toBe('99+');
  });
});
