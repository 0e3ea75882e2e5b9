import type { Endpoint } from '../http.ts';
import { wishlistPaths } from './wishlist.paths.ts';
import * as s from './wishlist.schema.ts';

/** Wishlist calls of spec §7, with the bearer token (spec §6); each answers the refreshed wishlist. */
export const wishlistEndpoints = {
  get: {
    operationId: 'getWishlist',
    summary: 'Get the wishlist',
    tag: 'wishlist',
    access: 'customer',
    method: 'GET',
    path: wishlistPaths.wishlist,
    response: s.wishlistResponseSchema,
    responseName: 'WishlistResponse',
    responseDescription: "The wishlist's products",
  },
  add: {
    operationId: 'addToWishlist',
    summary: 'Add a product to the wishlist',
    tag: 'wishlist',
    access: 'customer',
    method: 'POST',
    path: wishlistPaths.wishlist,
    body: s.wishlistAddBodySchema,
    response: s.wishlistResponseSchema,
    responseName: 'WishlistResponse',
    responseDescription: 'The refreshed wishlist',
    errors: [404, 409],
  },
  remove: {
    operationId: 'removeFromWishlist',
    summary: 'Remove a product from the wishlist',
    tag: 'wishlist',
    access: 'customer',
    method: 'DELETE',
    path: wishlistPaths.wishlist,
    body: s.wishlistBodySchema,
    response: s.wishlistResponseSchema,
    responseName: 'WishlistResponse',
    responseDescription: 'The refreshed wishlist',
  },
} as const satisfies Record<string, Endpoint>;
