import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4 "Cache refresh after changes", in one place: each change, and the queries (by name, the
 * first part of their key) it asks for again where they are shown and marks stale elsewhere.
 */
export const REFRESHES = {
  address: ['profile'],
  cart: ['cart', 'wishlist'],
  wishlist: ['wishlist', 'in-focus', 'cart'],
  order: ['orders', 'cart', 'profile', 'wishlist'],
  coupon: ['cart', 'coupons'],
  recentlyViewed: ['cart', 'coupons', 'recently-viewed'],
} as const satisfies Record<string, readonly string[]>;

export type Change = keyof typeof REFRESHES;

/** Refreshes what `change` refreshes (spec §4); resolves once what is shown is answered again. */
export function refreshAfter(client: QueryClient, change: Change): Promise<unknown> {
  return Promise.all(
    REFRESHES[change].map((name) => client.invalidateQueries({ queryKey: [name] })),
  );
}
