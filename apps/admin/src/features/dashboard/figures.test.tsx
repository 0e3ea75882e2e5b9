import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerDashboard, salesSummary, sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

describe('dashboard sales', () => {
  it('shows what was received and the cash still owed, linked to the orders that owe', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('owner'))));
    answerDashboard({
      sales: salesSummary({
        today: { orders: 2, received: 8_000_000 },
        month: { orders: 9, received: 31_000_000 },
        owed: { orders: 1, amount: 500_000 },
      }),
    });
    const { user, router } = renderApp('/');
    expect((await screen.findByText('Received today')).nextSibling).toHaveTextContent('₹80,000.00');
    expect(screen.getByText('Received this month').nextSibling).toHaveTextContent('₹3,10,000.00');
    expect(
      screen.getByText(/cash collected at delivery\. Cash still to collect is not counted/),
    ).toBeInTheDocument();
    const owed = screen.getByRole('link', { name: 'Cash still owed' });
    expect(owed.closest('div')).toHaveTextContent(
      'Cash still owed₹5,000.00On 1 order delivered with less collected',
    );
    await user.click(owed);
    await expect.poll(() => router.state.location.search).toBe('?payment=balance_due');
  });
});
