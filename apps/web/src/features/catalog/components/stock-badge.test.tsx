import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StockBadge } from './stock-badge.tsx';

describe('StockBadge (spec §9: 99+ above 99)', () => {
  it.each([
    [1, 'In stock · 1 available'],
    [99, 'In stock · 99 available'],
    [100, 'In stock · 99+ available'],
    [2500, 'In stock · 99+ available'],
  ])('shows stock %i as "%s"', (stock, text) => {
    renderWithProviders(<StockBadge stock={stock} />);
    expect(screen.getByTestId('stock')).toHaveTextContent(text);
  });

  it('says out of stock at 0', () => {
    renderWithProviders(<StockBadge stock={0} />);
    expect(screen.getByTestId('stock')).toHaveTextContent('out of stock');
  });
});
