import * as z from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';

/**
 * GET /customer/wishlist as spec §3 reads it, trimmed to what the drawer frame shows.
 * Web-only and lenient: packages/contract has no wishlist schema yet; the wishlist issue replaces it.
 */
const wishlistItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.nullish(z.string()),
  image: z.array(z.string()),
  stock: z.optional(z.int()),
  prices_formatted: z.optional(z.object({ price: z.string() })),
});
const wishlistResponseSchema = z.object({ wishlist: z.array(wishlistItemSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistResponse, void>({
      query: () => '/customer/wishlist',
      responseSchema: wishlistResponseSchema,
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<unknown, { product_id: string }>({
      query: (body) => ({ url: '/customer/wishlist', method: 'POST', body }),
      invalidatesTags: [...refreshes.wishlist],
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation } = wishlistApi;
