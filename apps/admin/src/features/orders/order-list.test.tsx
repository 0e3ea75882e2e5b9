import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { order, orderCounts, orderRow } from '../../testing/order-fixtures.ts';
import { findRows } from '../../testing/queries.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerPages, answerTwoPages, server } from '../../testing/server.ts';

describe('order list', () => {
  it('shows the counts, and keeps the tab, search, filters and page in the address and the call', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('orderCounts', () => HttpResponse.json(orderCounts())),
      answerTwoPages('orders', calls, {
        items: [
          orderRow(),
          orderRow({
            id: 'o2',
            orderNumber: 'AUR-1041',
            paymentMethod: 'POD',
            paymentStatus: 'not_required',
            status: 'Shipped',
            customerEmail: null,
          }),
        ],
      }),
      answer('order', () => HttpResponse.json(order())),
    );
    const { user, router } = renderApp('/orders');
    const rows = await findRows('Orders');
    expect(rows[0]).toHaveTextContent(
      /AUR-1042.*27 Nov 2026, 15:00.*Ananya Rao.*Bengaluru.*3.*₹2,46,900\.00.*Placed.*Paid/,
    );
    expect(rows[1]).toHaveTextContent(/AUR-1041.*Shipped.*Cash/);
    expect(calls.at(-1)?.get('limit')).toBe('50');

    // The tabs count each state; the navigation says how many wait to ship.
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(tabs).getByRole('link', { name: 'All 23' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Orders/ })).toHaveTextContent('4 to ship');

    await user.click(within(tabs).getByRole('link', { name: 'Placed 3' }));
    await expect.poll(() => calls.at(-1)?.get('status')).toBe('Placed');
    expect(router.state.location.search).toBe('?status=Placed');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ananya');
    await expect.poll(() => calls.at(-1)?.get('q')).toBe('ananya');

    screen.getByRole('combobox', { name: 'Payment' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Partly refunded' }));
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    await expect
      .poll(() => router.state.location.search)
      .toBe('?status=Placed&q=ananya&payment=partially_refunded&from=2026-11-01');
    await expect.poll(() => calls.at(-1)?.get('from')).toBe('2026-11-01');
    expect(calls.at(-1)?.get('payment')).toBe('partially_refunded');
    expect(calls.at(-1)?.get('status')).toBe('Placed');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => calls.at(-1)?.get('after')).toBe('cursor-2');
    expect(router.state.location.search).toContain('from=2026-11-01&after=cursor-2&page=2');
    expect(await screen.findByText('Orders 51–52, newest first')).toBeInTheDocument();

    // Another tab keeps the filters and goes back to the first page.
    await user.click(within(tabs).getByRole('link', { name: 'Shipped 4' }));
    await expect
      .poll(() => router.state.location.search)
      .toBe('?status=Shipped&q=ananya&payment=partially_refunded&from=2026-11-01');

    await user.click(screen.getByRole('link', { name: 'AUR-1042' }));
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/orders/${orderRow().id}`);
    expect(
      await screen.findByRole('heading', { name: 'Order AUR-1042', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows fulfilment no money and no export', async () => {
    const many = orderCounts();
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('orderCounts', () =>
        HttpResponse.json({ ...many, counts: { ...many.counts, Delivered: 10_000 } }),
      ),
      answer('orders', () => HttpResponse.json({ items: [orderRow({ total: null })], next: null })),
    );
    renderApp('/orders');
    const table = await screen.findByRole('region', { name: 'Orders' });
    expect(within(table).queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/AUR-1042.*Placed.*Paid/);
    expect(document.body).not.toHaveTextContent('₹');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    // A count at the cap is that many or more.
    expect(screen.getByRole('link', { name: 'Delivered 10,000+' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 10,011+' })).toBeInTheDocument();
  });

  it('shows every role what a cash order still owes, and filters the orders that owe', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('orderCounts', () => HttpResponse.json(orderCounts())),
      answerPages('orders', calls, () => ({
        items: [
          orderRow({
            paymentMethod: 'POD',
            paymentStatus: 'not_required',
            status: 'Delivered',
            total: null,
            balanceDue: 690000,
          }),
        ],
        next: null,
      })),
    );
    const { user, router } = renderApp('/orders');
    const table = await screen.findByRole('region', { name: 'Orders' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /AUR-1042.*Delivered.*Cash.*₹6,900\.00 due/,
    );
    screen.getByRole('combobox', { name: 'Payment' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Balance due' }));
    await expect.poll(() => calls.at(-1)?.get('payment')).toBe('balance_due');
    expect(router.state.location.search).toBe('?payment=balance_due');
  });

  it('exports the days chosen as a plain download link', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('accountant'))),
      answer('orders', () => HttpResponse.json({ items: [], next: null })),
    );
    const { user } = renderApp('/orders');
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders as CSV' });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-10-31' } });
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export?from=2026-10-01&to=2026-10-31',
    );
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-09-30' } });
    expect(within(dialog).getByText('The range ends before it starts')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
