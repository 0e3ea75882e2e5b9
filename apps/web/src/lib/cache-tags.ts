import { invalidateReads, type ReadTag } from './reads.ts';

/** Cache tags of RTK Query's store: one per thing that spec §4 refreshes after a change. */
export const TAG_TYPES = [
  'Profile',
  'Cart',
  'Wishlist',
  'Orders',
  'Coupons',
  'RecentlyViewed',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Spec §4 "Cache refresh after changes", kept in one place: RTK Query's tags... */
export const refreshes = {
  address: ['Profile'],
  cart: ['Cart', 'Wishlist'],
  wishlist: ['Wishlist', 'Cart'],
  order: ['Orders', 'Cart', 'Profile', 'Wishlist'],
  coupon: ['Cart', 'Coupons'],
  recentlyViewed: ['Cart', 'Coupons'],
} as const satisfies Record<string, readonly TagType[]>;

/**
 * ...and the catalogue reads' (lib/reads.ts): the in-focus blocks carry the shopper's wishlist
 * flags, so a wishlist change, and a login or a logout, asks for them again.
 */
export const readsRefreshedBy = {
  wishlist: ['InFocus'],
  personal: ['InFocus'],
} as const satisfies Record<string, readonly ReadTag[]>;

/** A mutation's `onQueryStarted` that refreshes `tags` of the reads once the change succeeded. */
export const refreshReadsAfter =
  (tags: readonly ReadTag[]) =>
  async (_args: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled;
      invalidateReads(tags);
    } catch {
      // The failure is the mutation's to report; nothing changed, so nothing is refreshed.
    }
  };
