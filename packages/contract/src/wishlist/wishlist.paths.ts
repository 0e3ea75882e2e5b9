/**
 * Where the wishlist calls live, apart from their schemas (wishlist.endpoints.ts): the header's
 * wishlist count is in the page's first JavaScript and needs the path, not the schemas.
 */
export const wishlistPaths = { wishlist: '/customer/wishlist' } as const;
