import type { Endpoint } from '../http.ts';
import { wishlistPaths } from './wishlist.paths.ts';
import * as s from './wishlist.schema.ts';

/** Wishlist calls of spec §7, with the bearer token (spec §6); each answers the refreshed wishlist. */
export const wishlistEndpoints = {
  get: {
    operationId: 'getWishlist',
    summary: 'Get the wishlist',
    method: 'GET',
    path: wishlistPaths.wishlist,
    response: s.wishlistResponseSchema,
  },
  add: {
    operationId: 'addToWishlist',
    summary: 'Add a product to the wishlist',
    method: 'POST',
    path: wishlistPaths.wishlist,
    body: s.wishlistBodySchema,
    response: s.wishlistResponseSchema,
  },
  remove: {
    operationId: 'removeFromWishlist',
    summary: 'Remove a product from the wishlist',
    method: 'DELETE',
    path: wishlistPaths.wishlist,
    body: s.wishlistBodySchema,
    response: s.wishlistResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
