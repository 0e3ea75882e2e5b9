import type { LowStockItem, StockHistory } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerDashboard, salesSummary, sessionFor, workQueue } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';

const RING = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const lowItems: LowStockItem[] = [
  {
    productId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    variantId: null,
    options: null,
    name: 'Pearl drop earrings',
    sku: 'EAR-PRL-01',
    stock: 0,
    lowStockAt: 2,
    image: null,
  },
  {
    productId: RING,
    variantId: null,
    options: null,
    name: 'Gold band ring',
    sku: 'RNG-GLD-07',
    stock: 3,
    lowStockAt: 3,
    image: '/media/products/gold-band.webp',
  },
];

/** A ring without options: its one variant is the product, no variants panel. */
const answerNoVariants = () =>
  answer('listVariants', () =>
    HttpResponse.json({
      productId: RING,
      hasOptions: false,
      hallmarked: false,
      price: 100_000,
      notCounted: 0,
      variants: [],
    }),
  );

const ringHistory = (stock: number): StockHistory => ({
  productId: RING,
  name: 'Gold band ring',
  stock,
  lowStockAt: 3,
  hallmarked: false,
  moves: [
    {
      id: 'm1',
      at: '2026-11-26T10:00:00.000Z',
      change: -1,
      reason: 'sold',
      note: null,
      actor: null,
      orderNumber: 'AUR-1042',
      variantSku: null,
    },
  ],
});

describe('stock', () => {
  it('goes from the dashboard to the low-stock list and a product, and removes 2 damaged pieces', async () => {
    let body: unknown;
    let stock = 3;
    let listAsked = 0;
    answerDashboard({
      sales: salesSummary({
        today: { orders: 1, received: 100 },
        month: { orders: 9, received: 900 },
      }),
      work: workQueue({ toShip: 3, lowStock: 1, soldOut: 1 }),
    });
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('lowStock', () => {
        listAsked += 1;
        return HttpResponse.json({ items: lowItems });
      }),
      answer('stockHistory', () => HttpResponse.json(ringHistory(stock))),
      // A ring without options: its one variant is the product, no variants panel.
      answerNoVariants(),
      answer('adjustStock', async ({ request }) => {
        body = await request.json();
        stock = 1;
        return HttpResponse.json({ productId: RING, stock, lowStockAt: 3 });
      }),
    );
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Low in stock' }));

    const table = await screen.findByRole('region', { name: 'Products low in stock' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Pearl drop earrings.*Sold out/),
      expect.stringMatching(/Gold band ring.*Low/),
    ]);

    await user.click(within(table).getByRole('link', { name: 'Gold band ring' }));
    expect(await screen.findByRole('heading', { name: 'Gold band ring' })).toBeInTheDocument();
    expect(screen.getByText('AUR-1042')).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Remove' }));
    await user.type(screen.getByLabelText('Pieces'), '2');
    expect(screen.getByText('Stock after this change: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Damaged' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Clasp broken');
    const listBefore = listAsked;
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText('Saved. Stock is now 1.')).toBeInTheDocument();
    expect(body).toEqual({ productId: RING, change: -2, reason: 'damaged', note: 'Clasp broken' });
    // The product's figures are asked for again (the list too, once it is opened).
    expect(await screen.findByText('1', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to stock' }));
    await screen.findByRole('region', { name: 'Products low in stock' });
    expect(listAsked).toBeGreaterThan(listBefore);
  });

  it("shows the server's field error under the pieces", async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('stockHistory', () => HttpResponse.json(ringHistory(3))),
      answerNoVariants(),
      answer('adjustStock', () =>
        HttpResponse.json(
          { message: 'Stock cannot go below 0', errors: { change: 'Stock cannot go below 0' } },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(`/stock/${RING}`);
    await user.click(await screen.findByRole('radio', { name: 'Remove' }));
    await user.type(screen.getByLabelText('Pieces'), '5');
    await user.click(screen.getByRole('radio', { name: 'Correction (count)' }));
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByLabelText('Pieces')).toHaveAccessibleDescription(
      'Stock after this change: -2 Stock cannot go below 0',
    );
  });

  it('shows the ledger but no forms to a role without stock:write', async () => {
    server.use(
      answer('session', () =>
        HttpResponse.json(
          sessionFor('accountant', { permissions: ['orders:read', 'catalog:read'] }),
        ),
      ),
      answer('stockHistory', () => HttpResponse.json(ringHistory(3))),
      answerNoVariants(),
    );
    renderApp(`/stock/${RING}`);
    expect(await screen.findByText('AUR-1042')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save adjustment' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Low at or under')).not.toBeInTheDocument();
  });
});
