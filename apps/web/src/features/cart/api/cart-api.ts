import { cartPaths, type AddToCartBody, type CartResponse } from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

export const cartResponse = lazySchema(() =>
  import('./cart-schemas.ts').then((m) => m.cartResponseSchema),
);

/**
 * The cart calls of spec §7, with the bearer token; responses parsed with the contract's schema,
 * loaded on first use (the header's cart count is in the page's first JavaScript).
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string | undefined>({
      query: (couponCode) => ({ url: cartPaths.cart, params: couponCode ? { couponCode } : {} }),
      responseSchema: cartResponse,
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<CartResponse, AddToCartBody>({
      query: (body) => ({ url: cartPaths.cart, method: 'POST', body }),
      responseSchema: cartResponse,
      invalidatesTags: [...refreshes.cart],
    }),
  }),
});

export const { useGetCartQuery, useLazyGetCartQuery, useAddToCartMutation } = cartApi;
