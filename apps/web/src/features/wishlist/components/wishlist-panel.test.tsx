import { ApiError } from '@aurelle/client';
import type { WishlistItem } from '@aurelle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { WishlistPanel } from './wishlist-panel.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify.ts', () => ({ notify }));

const saved = (id: string, stock: number, image: string[] = []): WishlistItem => ({
  ...product(id),
  image,
  stock,
  description: 'A ring.',
  variant: [],
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function renderPanel(items: WishlistItem[], onAddToCart = vi.fn(() => Promise.resolve())) {
  server.use(http.get('*/api/customer/wishlist', () => HttpResponse.json({ wishlist: items })));
  const onNavigate = vi.fn();
  const view = renderWithProviders(
    <WishlistPanel loggedIn onNavigate={onNavigate} onAddToCart={onAddToCart} />,
  );
  return { ...view, onAddToCart, onNavigate };
}

const emptyText = 'Nothing here yet. Take a look at our latest creations and make them yours.';

const row = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('WishlistPanel (spec §2 Wishlist drawer, §8)', () => {
  beforeEach(() => notify.mockClear());

  it('shows each product with its picture, name, stock badge (99+ above 99), price and link', async () => {
    const { onNavigate, router } = renderPanel([
      saved('1', 150, ['/media/ring-1.svg']),
      saved('2', 7),
      saved('3', 0),
    ]);
    const first = await row('Piece 1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/ring-1.svg');
    expect(within(first).getByText('In stock · 99+ available')).toBeInTheDocument();
    expect(within(first).getByText('₹1,20,000')).toBeInTheDocument();
    expect(within(await row('Piece 2')).getByText('In stock · 7 available')).toBeInTheDocument();
    const soldOut = await row('Piece 3');
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(soldOut.querySelector('img')).toHaveAttribute('src', '/placeholder-product.svg');

    const details = within(first).getByRole('link', { name: 'View Details' });
    expect(details).toHaveAttribute('href', '/product/piece-1');
    await userEvent.click(details);
    expect(onNavigate).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/product/piece-1');
  });

  it('refuses a sold-out product with the spec toast and sends nothing', async () => {
    const { onAddToCart } = renderPanel([saved('3', 0)]);
    const card = await row('Piece 3');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(notify).toHaveBeenCalledWith('error', 'Sorry, this product is currently out of stock.');
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('adds the product through onAddToCart, disabled while it runs, then says so', async () => {
    const call = deferred();
    const item = saved('1', 150);
    const { onAddToCart } = renderPanel(
      [item],
      vi.fn(() => call.promise),
    );
    const card = await row('Piece 1');
    const add = within(card).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    expect(onAddToCart).toHaveBeenCalledWith(item);
    expect(add).toBeDisabled();
    expect(
      within(card).getByRole('button', { name: 'Remove Piece 1 from wishlist' }),
    ).toBeDisabled();
    call.resolve();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Added to cart successfully.'),
    );
    expect(add).toBeEnabled();
  });

  it("shows the server's message when the cart refuses", async () => {
    const refusal = new ApiError('http', 400, { message: 'Only 2 of Piece 1 are left.' });
    renderPanel(
      [saved('1', 2)],
      vi.fn(() => Promise.reject(refusal)),
    );
    await userEvent.click(
      within(await row('Piece 1')).getByRole('button', { name: 'Add to cart' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Only 2 of Piece 1 are left.'),
    );
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('removes a product with DELETE /customer/wishlist, then shows the refreshed list', async () => {
    const bodies: unknown[] = [];
    let list = [saved('1', 3), saved('2', 3)];
    const answer = deferred();
    renderPanel(list);
    server.use(
      http.get('*/api/customer/wishlist', () => HttpResponse.json({ wishlist: list })),
      http.delete('*/api/customer/wishlist', async ({ request }) => {
        const body = (await request.json()) as { product_id: string };
        bodies.push(body);
        await answer.promise;
        list = list.filter((item) => item._id !== body.product_id);
        return HttpResponse.json({ wishlist: list });
      }),
    );
    const remove = within(await row('Piece 1')).getByRole('button', {
      name: 'Remove Piece 1 from wishlist',
    });
    await userEvent.click(remove);
    await waitFor(() => expect(remove).toBeDisabled());
    answer.resolve();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Removed from your wishlist.'),
    );
    expect(bodies).toEqual([{ product_id: '1' }]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Piece 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Piece 2' })).toBeInTheDocument();
  });

  it("shows the server's message when the removal fails", async () => {
    renderPanel([saved('1', 3)]);
    server.use(
      http.delete('*/api/customer/wishlist', () =>
        HttpResponse.json(
          { message: 'Please login to remove product in wishlist.' },
          { status: 401 },
        ),
      ),
    );
    await userEvent.click(
      within(await row('Piece 1')).getByRole('button', { name: 'Remove Piece 1 from wishlist' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Please login to remove product in wishlist.'),
    );
  });

  it("shows the cart's empty text with Explore when nothing is saved", async () => {
    const { onNavigate } = renderPanel([]);
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
    const explore = screen.getByRole('link', { name: 'Explore' });
    expect(explore).toHaveAttribute('href', '/shop/opus');
    await userEvent.click(explore);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('shows the empty state without asking the server when logged out', async () => {
    const asked = vi.fn();
    server.use(
      http.get('*/api/customer/wishlist', () => {
        asked();
        return HttpResponse.json({ wishlist: [saved('1', 3)] });
      }),
    );
    renderWithProviders(
      <WishlistPanel loggedIn={false} onNavigate={vi.fn()} onAddToCart={vi.fn()} />,
    );
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('reads in French', async () => {
    server.use(
      http.get('*/api/customer/wishlist', () =>
        HttpResponse.json({ wishlist: [saved('1', 1), saved('2', 150)] }),
      ),
    );
    renderWithProviders(<WishlistPanel loggedIn onNavigate={vi.fn()} onAddToCart={vi.fn()} />, {
      language: 'fr',
    });
    const first = await row('Piece 1');
    expect(within(first).getByText('En stock · 1 disponible')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Voir le détail' })).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Retirer Piece 1 des favoris' }),
    ).toBeVisible();
    expect(
      within(await row('Piece 2')).getByText('En stock · 99+ disponibles'),
    ).toBeInTheDocument();
  });
});
