import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceBreakdown as Breakdown } from '@aurelle/contract';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

const breakdown: Breakdown = {
  metal: 'gold-22k',
  purity: '22K',
  weightGrams: 5.25,
  ratePerGram: 6100,
  metalValue: 32025,
  making: 4003,
  stones: 0,
  gstPercent: 3,
  gst: 1081,
  total: 37109,
  formatted: {
    ratePerGram: '₹6,100',
    metalValue: '₹32,025',
    making: '₹4,003',
    stones: '₹0',
    gst: '₹1,081',
    total: '₹37,109',
  },
};

describe('PriceBreakdown', () => {
  it('opens on request to show the metal at its rate, making, GST and the total', async () => {
    renderWithProviders(<PriceBreakdown breakdown={breakdown} />);
    const summary = screen.getByText('Price breakdown');
    expect(screen.getByText('Total').closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Metal/ })).toHaveTextContent(
      'Metal22K gold, 5.250 g at ₹6,100/g',
    );
    expect(within(table).getByRole('row', { name: /Making charges/ })).toHaveTextContent('₹4,003');
    expect(within(table).getByRole('row', { name: /GST 3 %/ })).toHaveTextContent('₹1,081');
    // No stones: no line for them.
    expect(within(table).queryByText('Stones')).not.toBeInTheDocument();
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('₹37,109');
  });

  it('speaks French with French digits', async () => {
    renderWithProviders(
      <PriceBreakdown
        breakdown={{
          ...breakdown,
          stones: 120,
          formatted: { ...breakdown.formatted, stones: '120,00 €', ratePerGram: '66,12 €' },
        }}
      />,
      { language: 'fr' },
    );
    await userEvent.click(screen.getByText('Détail du prix'));
    expect(screen.getByText('Or 22 carats, 5,250 g à 66,12 €/g')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pierres/ })).toHaveTextContent('120,00 €');
    expect(screen.getByRole('row', { name: /Façon/ })).toBeInTheDocument();
  });
});
