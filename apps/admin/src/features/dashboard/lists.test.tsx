import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerDashboard, sessionFor, workQueue } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

describe('dashboard lists', () => {
  it('links each step to its orders, and shows the newest orders and what is low in stock', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('owner'))));
    answerDashboard({
      work: workQueue({ toShip: 5, steps: { placed: 3, packed: 2, shipped: 7, unpaid: 1 } }),
      orders: [
        {
          id: '7c1f2d8e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
          orderNumber: 'AUR-1042',
          createdAt: '2026-11-27T09:30:00.000Z',
          status: 'Placed',
          paymentMethod: 'razorpay',
          paymentStatus: 'paid',
          refundState: 'none',
          customerName: 'Ananya Rao',
          customerEmail: 'ananya@example.com',
          city: 'Bengaluru',
          pieces: 1,
          total: 24_690_000,
          balanceDue: 0,
        },
      ],
      lowStock: [
        {
          productId: 'p-1',
          variantId: 'v-12',
          options: 'Ring size: 12',
          name: 'Opus ring',
          sku: 'OPUS-12',
          stock: 0,
          lowStockAt: 2,
          image: null,
        },
        {
          productId: 'p-2',
          variantId: null,
          options: null,
          name: 'Lyra pendant',
          sku: 'LYRA',
          stock: 1,
          lowStockAt: 3,
          image: null,
        },
      ],
    });
    const { user, router } = renderApp('/');
    const steps = [
      ['Placed, to pack', '3', '?status=Placed'],
      ['Packed, to ship', '2', '?status=Packed'],
      ['Shipped, on the way', '7', '?status=Shipped'],
      ['Card payment awaited', '1', '?status=Placed&payment=pending'],
    ] as const;
    for (const [label, count, search] of steps) {
      const link = await screen.findByRole('link', { name: label });
      // The back office lives under /admin.
      expect(link).toHaveAttribute('href', `/admin/orders${search}`);
      expect(link.closest('div')).toHaveTextContent(`${label}${count}`);
    }
    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent(
      /AUR-1042.*Ananya Rao.*Placed.*₹2,46,900\.00/,
    );
    const heading = await screen.findByRole('heading', { name: 'Low in stock' });
    const low = heading.closest('section');
    if (!low) throw new Error('no low-stock section');
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Opus ringRing size: 12Sold out', 'Lyra pendant1 left (alert at 3)']);
    await user.click(within(recent).getByRole('link', { name: 'AUR-1042' }));
    await expect
      .poll(() => router.state.location.pathname)
      .toBe('/admin/orders/7c1f2d8e-1b2a-4c3d-8e9f-0a1b2c3d4e5f');
  });
});
