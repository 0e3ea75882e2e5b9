/** Cache tags: one per thing that spec §4 refreshes after a change. */
export const TAG_TYPES = [
  'Profile',
  'Cart',
  'Wishlist',
  'InFocus',
  'Orders',
  'Coupons',
  'RecentlyViewed',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Spec §4 "Cache refresh after changes", kept in one place. */
export const refreshes = {
  address: ['Profile'],
  cart: ['Cart', 'Wishlist'],
  wishlist: ['Wishlist', 'InFocus', 'Cart'],
  order: ['Orders', 'Cart', 'Profile', 'Wishlist'],
  coupon: ['Cart', 'Coupons'],
  recentlyViewed: ['Cart', 'Coupons'],
} as const satisfies Record<string, readonly TagType[]>;
