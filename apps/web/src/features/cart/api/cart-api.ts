import {
  cartPaths,
  type AddToCartBody,
  type CartResponse,
  type QueryCall,
  type RemoveFromCartBody,
} from '@aurelle/contract';
import { useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

/** GET /customer/cart, with the chosen coupon's code when there is one (spec §4, §7). */
export const cartCall = (couponCode?: string): QueryCall => ({
  name: 'cart',
  method: 'GET',
  path: cartPaths.cart,
  query: couponCode ? { couponCode } : {},
});

/** The signed-in customer's cart (spec §7); nothing is asked for a visitor. */
export const useGetCartQuery = (
  couponCode: string | undefined,
  { enabled }: { enabled: boolean },
) => useApiQuery<CartResponse>(cartCall(couponCode), { enabled });

/** POST /customer/cart, once however often it is retried; refreshes cart and wishlist (spec §4). */
export const useAddToCartMutation = () =>
  useApiMutation<AddToCartBody, CartResponse>(
    (body) => ({ method: 'POST', path: cartPaths.cart, body }),
    { refreshes: 'cart', idempotent: true },
  );

/** DELETE /customer/cart, once however often it is retried: `decrement` lowers the quantity by one, else the line goes (§7). */
export const useRemoveFromCartMutation = () =>
  useApiMutation<RemoveFromCartBody, CartResponse>(
    (body) => ({ method: 'DELETE', path: cartPaths.cart, body }),
    { refreshes: 'cart', idempotent: true },
  );
