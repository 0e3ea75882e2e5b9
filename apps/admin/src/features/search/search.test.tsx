import type { BackOfficeSearchAnswer } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerDashboard, sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const found: BackOfficeSearchAnswer = {
  orders: [
    {
      id: 'o1',
      orderNumber: 'AU-100042',
      customerName: 'Lakshmi Narayan',
      status: 'Delivered',
      total: 2_800_000,
      createdAt: '2026-11-20T10:00:00.000Z',
      matched: 'huid',
    },
  ],
  customers: [
    { id: 'c1', name: 'Lakshmi Narayan', email: 'lakshmi@example.com', phone: '+91 9876543210' },
  ],
  products: [{ id: 'p1', name: 'Lotus Temple Bangle', sku: 'BNG-1', huid: 'HX42Q7' }],
};

describe('the one search', () => {
  it('is asked from the top bar and answers orders, customers and products with links', async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('search', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q'));
        return HttpResponse.json(found);
      }),
    );
    answerDashboard();
    const { user, router } = renderApp('/');
    const box = await screen.findByRole('searchbox', {
      name: 'Find an order, customer or product',
    });
    await user.type(box, 'hx42q7{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/admin/search');
    expect(router.state.location.search).toBe('?q=hx42q7');
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'AU-100042' })).toHaveAttribute(
      'href',
      '/admin/orders/o1',
    );
    expect(orders).toHaveTextContent(/Lakshmi Narayan.*₹28,000\.00.*by a piece’s HUID/);
    const customers = screen.getByRole('region', { name: 'Customers' });
    expect(within(customers).getByRole('link', { name: 'Lakshmi Narayan' })).toHaveAttribute(
      'href',
      '/admin/customers/c1',
    );
    const products = screen.getByRole('region', { name: 'Products' });
    expect(products).toHaveTextContent('HUID HX42Q7');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    expect(asked).toEqual(['hx42q7']);
  });

  it('shows no group a role may not read, and says when nothing matches', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('fulfilment'))),
      answer('search', () => HttpResponse.json({ orders: [], customers: null, products: null })),
    );
    renderApp('/search?q=nobody');
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customers' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search for/ })).toHaveValue('nobody');
  });

  it("shows the server's sentence when the search is refused", async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('search', () =>
        HttpResponse.json(
          {
            message: 'Search is at most 100 characters',
            errors: { q: 'Search is at most 100 characters' },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp(`/search?q=${'x'.repeat(120)}`);
    expect(await screen.findByText('Search is at most 100 characters')).toBeInTheDocument();
  });
});
