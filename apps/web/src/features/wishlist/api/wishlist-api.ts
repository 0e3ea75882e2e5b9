import { wishlistPaths, type WishlistBody, type WishlistResponse } from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { readsRefreshedBy, refreshes, refreshReadsAfter } from '../../../lib/cache-tags.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const wishlistResponse = lazySchema(() =>
  import('./wishlist-schemas.ts').then((m) => m.wishlistResponseSchema),
);

/**
 * The wishlist calls of spec §7, with the bearer token; parsed with the contract's schema, loaded on
 * first use (the header's wishlist count is in the page's first JavaScript).
 */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistResponse, void>({
      query: () => wishlistPaths.wishlist,
      responseSchema: wishlistResponse,
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<WishlistResponse, WishlistBody>({
      query: (body) => ({ url: wishlistPaths.wishlist, method: 'POST', body }),
      responseSchema: wishlistResponse,
      invalidatesTags: [...refreshes.wishlist],
      onQueryStarted: refreshReadsAfter(readsRefreshedBy.wishlist),
    }),
    removeFromWishlist: build.mutation<WishlistResponse, WishlistBody>({
      query: (body) => ({ url: wishlistPaths.wishlist, method: 'DELETE', body }),
      responseSchema: wishlistResponse,
      invalidatesTags: [...refreshes.wishlist],
      onQueryStarted: refreshReadsAfter(readsRefreshedBy.wishlist),
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } =
  wishlistApi;
