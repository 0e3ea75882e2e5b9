import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerDashboard, netSales, sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answerPages, answer, server } from '../../testing/server.ts';

const week = netSales({
  current: { net: 15_000_000, orders: 4, average: 3_750_000 },
  previous: { net: 10_000_000, orders: 5, average: 2_000_000 },
  daily: [0, 2_000_000, 0, 5_000_000, 0, 3_000_000, 5_000_000].map((net, index) => ({
    date: `2026-11-${21 + index}`,
    net,
    orders: net > 0 ? 1 : 0,
  })),
  topProducts: [
    { productId: 'p1', name: 'Opus ring', quantity: 2, net: 9_000_000 },
    { productId: 'p2', name: 'Lyra pendant', quantity: 3, net: 6_000_000 },
  ],
});

describe('net sales', () => {
  it('compares each figure with the period before', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('accountant'))));
    answerDashboard({ net: week });
    renderApp('/');
    const figure = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).parentElement;
    expect(await figure('Net sales')).toHaveTextContent(
      'Net sales₹1,50,000.00+50.0 % on the 7 days before (₹1,00,000.00)',
    );
    expect(await figure('Orders')).toHaveTextContent('Orders4−20.0 % on the 7 days before (5)');
    expect(await figure('Average order value')).toHaveTextContent(
      'Average order value₹37,500.00+87.5 % on the 7 days before (₹20,000.00)',
    );
    // The browser's language writes the days (the tests' is American English).
    expect(screen.getByText('November 21, 2026 to November 27, 2026 (India time)')).toBeVisible();
    const top = screen.getByRole('region', { name: 'Top products' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantityNet sales', 'Opus ring2₹90,000.00', 'Lyra pendant3₹60,000.00']);
  });

  it('draws each day, readable as a table, which "Show as table" shows instead', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('owner'))));
    answerDashboard({ net: week });
    const { user } = renderApp('/');
    const chart = await screen.findByTestId('sales-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    // The table is there for a screen reader while the bars show.
    const table = screen.getByRole('region', {
      name: 'Net sales per day, 7 days from Nov 21 to Nov 27',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[4]).toHaveTextContent('Nov 24₹50,000.001');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('asks for the period chosen, kept in the address', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('owner'))));
    answerDashboard();
    const calls: URLSearchParams[] = [];
    server.use(
      answerPages('netSales', calls, (query) =>
        netSales({ days: (query.get('days') ?? '7') as '7' }),
      ),
    );
    const { user, router } = renderApp('/');
    const periods = await screen.findByRole('navigation', { name: 'Period' });
    expect(within(periods).getByRole('link', { name: '7 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(periods).getByRole('link', { name: '30 days' }));
    await expect.poll(() => router.state.location.search).toBe('?days=30');
    await expect.poll(() => calls.at(-1)?.get('days')).toBe('30');
    expect(within(periods).getByRole('link', { name: '30 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
