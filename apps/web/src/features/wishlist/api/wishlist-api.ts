import {
  wishlistPaths,
  type WishlistAddBody,
  type WishlistBody,
  type WishlistResponse,
} from '@aurelle/contract';
import { useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

/** The signed-in customer's wishlist (spec §7); nothing is asked for a visitor. */
export const useGetWishlistQuery = ({ enabled }: { enabled: boolean }) =>
  useApiQuery<WishlistResponse>(
    { name: 'wishlist', method: 'GET', path: wishlistPaths.wishlist },
    { enabled },
  );

/** Adding or removing refreshes wishlist, in-focus blocks and cart (spec §4). */
export const useAddToWishlistMutation = () =>
  useApiMutation<WishlistAddBody, WishlistResponse>(
    (body) => ({ method: 'POST', path: wishlistPaths.wishlist, body }),
    { refreshes: 'wishlist' },
  );

export const useRemoveFromWishlistMutation = () =>
  useApiMutation<WishlistBody, WishlistResponse>(
    (body) => ({ method: 'DELETE', path: wishlistPaths.wishlist, body }),
    { refreshes: 'wishlist' },
  );
