import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useGetInFocusQuery } from '../features/content/api/in-focus-api.ts';
import { refetchPersonal } from '../features/auth/api/auth-api.ts';
import { wishlistApi } from '../features/wishlist/api/wishlist-api.ts';
import { product } from '../testing/mocks/data.ts';
import { server } from '../testing/mocks/server.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { setToken } from '../lib/session.ts';

/** Answers the bridal in-focus block with how many times it was asked for, in its title. */
function countInFocusCalls() {
  let calls = 0;
  server.use(
    http.get('*/api/:brand/infocus/:block', () => {
      calls += 1;
      return HttpResponse.json({
        name: 'infocus_bridal',
        title: `Asked ${calls}`,
        subtitle: '',
        products: [],
      });
    }),
  );
}

function Title() {
  return <p>{useGetInFocusQuery('bridal').data?.title ?? 'loading'}</p>;
}

describe('changes that refresh the catalogue reads (spec §4, lib/cache-tags.ts)', () => {
  it('a saved product asks for the in-focus blocks on screen again, with their wishlist flags', async () => {
    countInFocusCalls();
    server.use(
      http.post('*/api/customer/wishlist', () =>
        HttpResponse.json({ wishlist: [{ ...product('3'), description: 'A ring.' }] }),
      ),
    );
    setToken('token-1');
    const { store } = renderWithProviders(<Title />);
    expect(await screen.findByText('Asked 1')).toBeInTheDocument();
    await store.dispatch(wishlistApi.endpoints.addToWishlist.initiate({ product_id: '3' }));
    expect(await screen.findByText('Asked 2')).toBeInTheDocument();
  });

  it('a failed save asks for nothing again', async () => {
    countInFocusCalls();
    server.use(
      http.post('*/api/customer/wishlist', () =>
        HttpResponse.json({ message: 'No such product' }, { status: 404 }),
      ),
    );
    setToken('token-1');
    const { store } = renderWithProviders(<Title />);
    expect(await screen.findByText('Asked 1')).toBeInTheDocument();
    await store.dispatch(wishlistApi.endpoints.addToWishlist.initiate({ product_id: '404' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Asked 1')).toBeInTheDocument();
  });

  it('a login or a logout asks for them again', async () => {
    countInFocusCalls();
    const { store } = renderWithProviders(<Title />);
    expect(await screen.findByText('Asked 1')).toBeInTheDocument();
    setToken('token-2');
    store.dispatch(refetchPersonal());
    expect(await screen.findByText('Asked 2')).toBeInTheDocument();
  });
});
