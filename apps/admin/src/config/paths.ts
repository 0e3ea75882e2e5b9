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
  metalRates: '/metal-rates',
  products: '/products',
  newProduct: '/products/new',
  product: '/products/:id',
  catalogue: '/catalogue',
  categories: '/catalogue/categories',
  collections: '/catalogue/collections',
  filters: '/catalogue/filters',
  productImport: '/products/import',
  orders: '/orders',
  order: '/orders/:orderId',
  customers: '/customers',
  customer: '/customers/:customerId',
  coupons: '/coupons',
  contentHome: '/content/home',
  newCoupon: '/coupons/new',
  coupon: '/coupons/:couponId',
  editCoupon: '/coupons/:couponId/edit',
  search: '/search',
  pages: '/pages',
  page: '/pages/:slug',
  blog: '/blog',
  newBlogPost: '/blog/new',
  blogPost: '/blog/:postId',
  faqs: '/faqs',
} as const;

/** One product's stock and ledger. */
export const stockItemPath = (productId: string) => `/stock/${encodeURIComponent(productId)}`;

/** One product's edit screen. */
export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/** One order's screen. */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** One customer's screen. */
export const customerPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;

/** One coupon's screen: its figures, settings and uses. */
export const couponPath = (couponId: string) => `/coupons/${encodeURIComponent(couponId)}`;

/** One coupon's form. */
export const editCouponPath = (couponId: string) => `${couponPath(couponId)}/edit`;

/** A product's page on the shop (outside the back office, so a plain link). */
export const shopProductHref = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** Where the router is mounted: the API serves the build here. */
export const BASENAME = '/admin';

/** One informational page's editor. */
export const pagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

/** One blog post's editor. */
export const blogPostPath = (postId: string) => `/blog/${encodeURIComponent(postId)}`;
