import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerDashboard, netSales, salesSummary, sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

describe('dashboard sales', () => {
  it('shows net sales and the cash still owed, linked to the orders that owe', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('owner'))));
    answerDashboard({
      sales: salesSummary({ owed: { orders: 1, amount: 500_000 } }),
      net: netSales({ current: { net: 18_000_000, orders: 2, average: 9_000_000 } }),
    });
    const { user, router } = renderApp('/');
    const net = await screen.findByText('Net sales', { selector: 'dt' });
    expect(net.nextSibling).toHaveTextContent('₹1,80,000.00');
    expect(
      screen.getByText(/cash collected at delivery, on the day the money came in, less refunds/),
    ).toBeInTheDocument();
    const owed = await screen.findByRole('link', { name: 'Cash still owed' });
    expect(owed.closest('div')).toHaveTextContent(
      'Cash still owed₹5,000.00On 1 order delivered with less collected',
    );
    await user.click(owed);
    await expect.poll(() => router.state.location.search).toBe('?payment=balance_due');
  });
});
