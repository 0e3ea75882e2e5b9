import {
  wishlistEndpoints as ep,
  type WishlistBody,
  type WishlistResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const wishlistResponse = lazySchema(() =>
  import('./wishlist-schemas.ts').then((m) => m.wishlistResponseSchema),
);

/** The wishlist calls of spec §7, with the bearer token; parsed with the contract's schema. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistResponse, void>({
      query: () => ep.get.path,
      responseSchema: wishlistResponse,
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<WishlistResponse, WishlistBody>({
      query: (body) => ({ url: ep.add.path, method: ep.add.method, body }),
      responseSchema: wishlistResponse,
      invalidatesTags: [...refreshes.wishlist],
    }),
    removeFromWishlist: build.mutation<WishlistResponse, WishlistBody>({
      query: (body) => ({ url: ep.remove.path, method: ep.remove.method, body }),
      responseSchema: wishlistResponse,
      invalidatesTags: [...refreshes.wishlist],
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } =
  wishlistApi;
