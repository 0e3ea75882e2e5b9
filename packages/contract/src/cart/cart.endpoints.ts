import type { Endpoint } from '../http.ts';
import { cartPaths } from './cart.paths.ts';
import * as s from './cart.schema.ts';

/**
 * Cart calls of spec §7, with the bearer token (spec §6); each answers the refreshed cart.
 * `Idempotency-Key` makes add and remove safe to retry: a retry answers the cart without adding
 * or lowering again.
 */
export const cartEndpoints = {
  get: {
    method: 'GET',
    path: cartPaths.cart,
    query: s.getCartQuerySchema,
    response: s.cartResponseSchema,
  },
  add: {
    method: 'POST',
    path: cartPaths.cart,
    body: s.addToCartBodySchema,
    response: s.cartResponseSchema,
  },
  remove: {
    method: 'DELETE',
    path: cartPaths.cart,
    body: s.removeFromCartBodySchema,
    response: s.cartResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
