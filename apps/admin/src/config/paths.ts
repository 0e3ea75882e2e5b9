/** The back office's screens, under the router's basename (`/admin`). */
export const paths = {
  dashboard: '/',
  signIn: '/sign-in',
  secondFactor: '/sign-in/code',
  acceptInvitation: '/accept-invitation',
  twoFactor: '/account/two-factor',
  account: '/account',
  staff: '/staff',
  audit: '/audit',
  settings: '/settings',
  stock: '/stock',
  stockItem: '/stock/:productId',
  productImport: '/products/import',
} as const;

/** One product's stock and ledger. */
export const stockItemPath = (productId: string) => `/stock/${encodeURIComponent(productId)}`;

/** Where the router is mounted: the API serves the build here. */
export const BASENAME = '/admin';
