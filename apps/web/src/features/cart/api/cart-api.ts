import { cartEndpoints as ep, type AddToCartBody, type CartResponse } from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const cartResponse = lazySchema(() =>
  import('./cart-schemas.ts').then((m) => m.cartResponseSchema),
);

/** The cart calls of spec §7, with the bearer token; responses parsed with the contract's schema. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string | undefined>({
      query: (couponCode) => ({ url: ep.get.path, params: couponCode ? { couponCode } : {} }),
      responseSchema: cartResponse,
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<CartResponse, AddToCartBody>({
      query: (body) => ({ url: ep.add.path, method: ep.add.method, body }),
      responseSchema: cartResponse,
      invalidatesTags: [...refreshes.cart],
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation } = cartApi;
