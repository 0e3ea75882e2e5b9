import { useGetCartQuery } from '../api/cart-api.ts';

/** How many lines the cart holds; 0 when logged out or when the cart cannot be read. */
export function useCartCount(loggedIn: boolean): number {
  const { data } = useGetCartQuery(undefined, { enabled: loggedIn });
  return loggedIn && data ? data.cart.length : 0;
}
