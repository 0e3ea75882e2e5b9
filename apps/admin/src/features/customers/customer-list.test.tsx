import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminCustomer, CUSTOMER_ID, customerRow } from '../../testing/customer-fixtures.ts';
import { answerDashboard, sessionFor } from '../../testing/fixtures.ts';
import { findRows } from '../../testing/queries.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerTwoPages, server } from '../../testing/server.ts';

describe('customer list', () => {
  it('puts the search and the page in the address and in the call', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answerTwoPages('customers', calls, {
        items: [
          customerRow(),
          customerRow({
            id: 'c2',
            name: 'Erased customer',
            email: null,
            phone: null,
            erased: true,
          }),
        ],
      }),
      answer('customer', () => HttpResponse.json(adminCustomer())),
    );
    const { user, router } = renderApp('/customers');
    const rows = await findRows('Customers');
    expect(rows[0]).toHaveTextContent(
      /Lakshmi Narayan.*lakshmi@example\.com.*\+91 9876543210.*3.*₹56,150\.00/,
    );
    expect(rows[1]).toHaveTextContent(/Erased customer.*Erased/);
    expect(calls.at(-1)?.get('q')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lakshmi');
    await expect.poll(() => router.state.location.search).toBe('?q=lakshmi');
    await expect.poll(() => calls.at(-1)?.get('q')).toBe('lakshmi');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => calls.at(-1)?.get('after')).toBe('cursor-2');
    expect(router.state.location.search).toBe('?q=lakshmi&after=cursor-2&page=2');
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(calls.at(-1)?.get('q')).toBe('lakshmi');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await expect.poll(() => router.state.location.search).toBe('?q=lakshmi');

    await user.click(screen.getAllByRole('link', { name: 'Lakshmi Narayan' })[0] as HTMLElement);
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/customers/${CUSTOMER_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Lakshmi Narayan', level: 1 }),
    ).toBeInTheDocument();
  });

  it('reads the search from the address, and says when nobody matches', async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('customers', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q'));
        return HttpResponse.json({ items: [], next: null });
      }),
    );
    renderApp('/customers?q=%2B91%2098765');
    expect(await screen.findByText('No customer matches “+91 98765”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('+91 98765');
    expect(asked).toEqual(['+91 98765']);
  });

  it('is not in the navigation of a role without customers:read', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('accountant'))));
    answerDashboard();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
  });
});
