import { cartPaths, type CartResponse, type RemoveFromCartBody } from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { cartResponse } from './cart-api.ts';

/** The cart drawer's own call, injected when the drawer loads (not in the page's first JavaScript). */
export const cartLineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /customer/cart: `decrement` lowers the quantity by one, else the line goes (§7). */
    removeFromCart: build.mutation<CartResponse, RemoveFromCartBody>({
      query: (body) => ({ url: cartPaths.cart, method: 'DELETE', body }),
      responseSchema: cartResponse,
      invalidatesTags: [...refreshes.cart],
    }),
  }),
});

export const { useRemoveFromCartMutation } = cartLineApi;
