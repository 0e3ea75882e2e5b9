import { useGetWishlistQuery } from '../api/wishlist-api.ts';

/** How many products the wishlist holds; 0 when logged out or when it cannot be read. */
export function useWishlistCount(loggedIn: boolean): number {
  const { data } = useGetWishlistQuery({ enabled: loggedIn });
  return loggedIn && data ? data.wishlist.length : 0;
}
