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
    operationId: 'getCart',
    summary: 'Get the cart',
    tag: 'cart',
    access: 'customer',
    method: 'GET',
    path: cartPaths.cart,
    query: s.getCartQuerySchema,
    response: s.cartResponseSchema,
    responseName: 'CartResponse',
    responseDescription: "The cart: its lines, the coupon's discount and the totals",
  },
  add: {
    operationId: 'addToCart',
    summary: 'Add products to the cart',
    tag: 'cart',
    access: 'customer',
    method: 'POST',
    path: cartPaths.cart,
    body: s.addToCartBodySchema,
    response: s.cartResponseSchema,
    responseName: 'CartResponse',
    responseDescription: 'The refreshed cart',
    errors: [404, 409, 422],
  },
  remove: {
    operationId: 'removeFromCart',
    summary: 'Remove a line from the cart, or lower its quantity by one',
    tag: 'cart',
    access: 'customer',
    method: 'DELETE',
    path: cartPaths.cart,
    body: s.removeFromCartBodySchema,
    response: s.cartResponseSchema,
    responseName: 'CartResponse',
    responseDescription: 'The refreshed cart',
    errors: [409, 422],
  },
} as const satisfies Record<string, Endpoint>;
