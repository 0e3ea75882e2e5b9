import { api } from '../../../lib/api.ts';
import { cartResponseSchema, type CartResponse } from './cart-schema.ts';

/** GET /customer/cart with the bearer token (spec §7). */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({
      query: () => '/customer/cart',
      responseSchema: cartResponseSchema,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
