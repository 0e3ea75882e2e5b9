import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import type { CartResponse } from './cart-schema.ts';

/** GET /customer/cart with the bearer token (spec §7). */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({
      query: () => '/customer/cart',
      responseSchema: lazySchema(() =>
        import('./cart-schema.ts').then((m) => m.cartResponseSchema),
      ),
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<unknown, AddToCartBody>({
      query: (body) => ({ url: '/customer/cart', method: 'POST', body }),
      invalidatesTags: [...refreshes.cart],
    }),
  }),
});

/** POST /customer/cart (spec §7): each line carries product_id, quantity and variant[]. */
export type AddToCartBody = {
  products: { product_id: string; quantity: number; variant: { optionValue: string }[] }[];
};

export const { useGetCartQuery, useAddToCartMutation } = cartApi;
