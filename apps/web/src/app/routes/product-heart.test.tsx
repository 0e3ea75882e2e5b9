import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { product } from '../../testing/mocks/data.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { setToken } from '../../lib/session.ts';
import { ProductHeart } from './product-heart.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notify }));

describe('the wishlist heart (spec §4, §8)', () => {
  it('asks a visitor to log in, and calls nothing', async () => {
    const calls: string[] = [];
    server.use(
      http.all('*/api/customer/wishlist', ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ wishlist: [] });
      }),
    );
    renderWithProviders(<ProductHeart product={product('7')} label="Ring 7" />);
    const heart = screen.getByRole('button', { name: /Ring 7/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(notify).toHaveBeenCalledWith('error', 'Please login to add product in wishlist.');
    expect(calls).toEqual([]);
  });

  it('saves for a signed-in customer, and shows it saved', async () => {
    const saved: unknown[] = [];
    let wishlist: unknown[] = [];
    server.use(
      http.get('*/api/customer/wishlist', () => HttpResponse.json({ wishlist })),
      http.post('*/api/customer/wishlist', async ({ request }) => {
        saved.push(await request.json());
        wishlist = [{ ...product('7'), description: 'A ring.' }];
        return HttpResponse.json({ wishlist });
      }),
    );
    setToken('token-1');
    renderWithProviders(<ProductHeart product={product('7')} label="Ring 7" />);
    // Busy until the signed-in heart has loaded.
    await waitFor(() => expect(screen.getByRole('button', { name: /Ring 7/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /Ring 7/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ring 7/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(saved).toEqual([{ product_id: '7' }]);
  });
});
