import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { product as summary } from '../../testing/mocks/data.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import {
  FakeObserver,
  fakeIntersectionObserverInEachTest,
} from '../../testing/fake-intersection-observer.ts';
import { getPendingPurchase } from '../../lib/buy-now.ts';
import { getPanelState } from '../../lib/panel.ts';
import { setToken } from '../../lib/session.ts';
import { ProductRoute } from './product.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notify }));

const detail = (stock: number) => ({
  ...summary('9'),
  stock,
  description: 'A ring.',
  media: [{ file_url: '/m/a.jpg', type: 'image' }],
  variants: [
    {
      _id: 'o1',
      code: 'ring_size',
      name: 'Ring size',
      values: [
        {
          _id: 'v1',
          optionValue: '10',
          label: 'Size 10',
          priceDelta: 0,
          priceDelta_formatted: '₹0',
        },
        {
          _id: 'v2',
          optionValue: '11',
          label: 'Size 11',
          priceDelta: 0,
          priceDelta_formatted: '₹0',
        },
      ],
    },
    {
      _id: 'o2',
      code: 'metal_colour',
      name: 'Metal',
      values: [
        {
          _id: 'm1',
          optionValue: 'white',
          label: 'White Gold',
          priceDelta: 0,
          priceDelta_formatted: '₹0',
        },
        {
          _id: 'm2',
          optionValue: 'pt',
          label: 'Platinum',
          priceDelta: 12000,
          priceDelta_formatted: '₹12,000.00',
        },
      ],
    },
  ],
  attributes: [],
});

/** The ring's four combinations: only size 11 in white gold has stock; platinum adds ₹15,000. */
const combinations = [
  ['10', 'white', 0, 0],
  ['10', 'pt', 0, 15000],
  ['11', 'white', 2, 0],
  ['11', 'pt', 0, 15000],
].map(([size, metal, stock, delta]) => ({
  values: [size, metal],
  stock,
  sku: `RING-${size}-${metal}`.toUpperCase(),
  priceDelta: delta,
  priceDelta_formatted: `₹${delta}`,
}));

function renderProduct(stock: number, more: object = {}) {
  server.use(
    http.get('*/api/:brand/products/:id', () =>
      HttpResponse.json({ product: { ...detail(stock), ...more } }),
    ),
  );
  return renderWithProviders(null, {
    path: '/product/piece-9',
    routes: [{ path: '/product/:slug', element: <ProductRoute /> }],
  });
}

describe('ProductRoute buying (spec §3, §8)', () => {
  beforeEach(() => notify.mockClear());

  it('asks a visitor to log in for cart and wishlist', async () => {
    renderProduct(150);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(notify).toHaveBeenCalledWith('error', 'Please login to add product in cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(notify).toHaveBeenCalledWith('error', 'Please login to add product in wishlist.');
    expect(screen.getByTestId('stock')).toHaveTextContent('99+ available');
  });

  it('refuses an out-of-stock product on add and on buy now', async () => {
    renderProduct(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(notify).toHaveBeenCalledWith('error', 'Sorry, this product is currently out of stock.');
    expect(screen.getByTestId('stock')).toHaveTextContent('out of stock');
  });

  it('keeps the buy-now carrier and opens the login tab when logged out', async () => {
    renderProduct(3);
    await userEvent.click(await screen.findByRole('radio', { name: 'Size 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(getPendingPurchase()).toMatchObject({
      product: { _id: '9' },
      options: [
        { code: 'ring_size', optionValue: '11' },
        { code: 'metal_colour', optionValue: 'white' },
      ],
      quantity: '2',
      buyNow: true,
    });
    expect(getPanelState()).toMatchObject({ open: 'auth', authTab: 'login' });
  });

  it('shows the server message when the cart call fails while logged in', async () => {
    setToken('token-1');
    server.use(
      http.post('*/api/customer/cart', () =>
        HttpResponse.json({ message: 'Not Found: POST /api/customer/cart' }, { status: 404 }),
      ),
    );
    renderProduct(3);
    // Busy until a signed-in customer's actions have loaded.
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Not Found: POST /api/customer/cart'),
    );
  });

  it('shows a size out of stock as such, starts on one in stock, and refuses to add one without', async () => {
    renderProduct(2, { combinations });
    const eleven = await screen.findByRole('radio', { name: 'Size 11' });
    expect(eleven).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Size 10 (out of stock)' })).not.toBeChecked();
    expect(screen.getByTestId('stock')).toHaveTextContent('2 available');
    expect(screen.getByText('RING-11-WHITE')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Platinum/ }));
    expect(screen.getByTestId('stock')).toHaveTextContent('out of stock');
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹1,35,000$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(notify).toHaveBeenCalledWith('error', 'Sorry, this product is currently out of stock.');
  });

  it('saves the chosen size and metal with the heart', async () => {
    setToken('token-1');
    const saved: unknown[] = [];
    server.use(
      http.post('*/api/customer/wishlist', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ wishlist: [] });
      }),
    );
    renderProduct(3);
    await userEvent.click(await screen.findByRole('radio', { name: 'Size 11' }));
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual([
      { product_id: '9', variant: [{ optionValue: '11' }, { optionValue: 'white' }] },
    ]);
  });

  it('adds the chosen option to the price, with the digits of the price the API wrote', async () => {
    renderProduct(3);
    expect(await screen.findByTestId('price')).toHaveTextContent(/^₹1,20,000$/);
    await userEvent.click(screen.getByRole('radio', { name: /Platinum/ }));
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹1,32,000$/);
  });

  it('says when delivery is expected', async () => {
    renderProduct(3);
    expect(await screen.findByTestId('delivery')).toHaveTextContent(
      /^Expected delivery by \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}$/,
    );
  });
});

describe('ProductRoute related pieces', () => {
  fakeIntersectionObserverInEachTest();

  /** The visitor scrolls towards the related row (its lazy group watches 600px ahead). */
  const scrollToRow = () =>
    act(() => FakeObserver.all.find((o) => o.options?.rootMargin === '600px')?.reach());

  it('asks for the row only as the visitor scrolls towards it, then shows "You may also like"', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/:brand/products/:id/related', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ products: [summary('3'), summary('4')], source: 'owner' });
      }),
    );
    renderProduct(3);
    await screen.findByRole('button', { name: 'Add to cart' });
    expect(asked).toEqual([]);
    scrollToRow();
    const heading = await screen.findByRole('heading', { name: 'You may also like' });
    const row = heading.closest('section');
    expect(row).toHaveTextContent('Piece 3');
    expect(row).toHaveTextContent('Piece 4');
    // Asked for by the product's _id.
    expect(asked).toEqual(['9']);
  });

  it('shows nothing when there are none', async () => {
    let answered = false;
    server.use(
      http.get('*/api/:brand/products/:id/related', () => {
        answered = true;
        return HttpResponse.json({ products: [], source: 'nearest' });
      }),
    );
    renderProduct(3);
    await screen.findByRole('button', { name: 'Add to cart' });
    scrollToRow();
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByRole('heading', { name: 'You may also like' })).toBeNull();
  });
});
