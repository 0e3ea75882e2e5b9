import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cart, cartLine, product } from '../../testing/mocks/data.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { WishlistDrawer } from './wishlist-drawer.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notify }));

const addButton = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Piece 1' })).closest('li') as HTMLElement,
  ).getByRole('button', { name: 'Add to cart' });

describe('WishlistDrawer (spec §2, §7, §8)', () => {
  beforeEach(() => {
    notify.mockClear();
    server.use(
      http.get('*/api/customer/wishlist', () =>
        HttpResponse.json({ wishlist: [{ ...product('1'), description: 'A ring.', variant: [] }] }),
      ),
    );
  });

  it('sends POST /customer/cart with one unit and no variant', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/customer/cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(cart([cartLine('1')]));
      }),
    );
    renderWithProviders(<WishlistDrawer loggedIn onNavigate={vi.fn()} />);
    await userEvent.click(await addButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Added to cart successfully.'),
    );
    expect(bodies).toEqual([{ products: [{ product_id: '1', quantity: 1, variant: [] }] }]);
  });

  it('shows the saved size in words with its stock, and adds that size', async () => {
    const bodies: unknown[] = [];
    const size = { optionValue: '12', code: 'ring_size', name: 'Ring size', label: '12' };
    server.use(
      http.get('*/api/customer/wishlist', () =>
        HttpResponse.json({
          wishlist: [{ ...product('1'), stock: 2, description: 'A ring.', variant: [size] }],
        }),
      ),
      http.post('*/api/customer/cart', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(cart([cartLine('1')]));
      }),
    );
    renderWithProviders(<WishlistDrawer loggedIn onNavigate={vi.fn()} />);
    const item = (await screen.findByRole('heading', { name: 'Piece 1' })).closest('li');
    expect(item).toHaveTextContent('Ring size: 12');
    expect(item).toHaveTextContent('In stock · 2 available');
    await userEvent.click(await addButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Added to cart successfully.'),
    );
    expect(bodies).toEqual([
      { products: [{ product_id: '1', quantity: 1, variant: [{ optionValue: '12' }] }] },
    ]);
  });

  it("shows the server's message when the cart refuses", async () => {
    server.use(
      http.post('*/api/customer/cart', () =>
        HttpResponse.json({ message: 'Only 3 of Piece 1 are left.' }, { status: 400 }),
      ),
    );
    renderWithProviders(<WishlistDrawer loggedIn onNavigate={vi.fn()} />);
    await userEvent.click(await addButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Only 3 of Piece 1 are left.'),
    );
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });
});
