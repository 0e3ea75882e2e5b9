import { adminEndpoints, type Permission } from '@aurelle/contract';
import type { paths } from '../config/paths.ts';

/**
 * What a role needs to open each guarded screen (and see its navigation entry): the permission of
 * the call the screen loads, which the server checks on that call. Screens not listed (the
 * dashboard, the account) are every signed-in member's.
 */
export const SCREEN_PERMISSIONS = {
  orders: adminEndpoints.orders.permission,
  order: adminEndpoints.order.permission,
  products: adminEndpoints.listProducts.permission,
  // The new product's form loads the categories and collections to choose from.
  newProduct: adminEndpoints.listGroups.permission,
  product: adminEndpoints.getProduct.permission,
  catalogue: adminEndpoints.listGroups.permission,
  stock: adminEndpoints.lowStock.permission,
  stockItem: adminEndpoints.stockHistory.permission,
  productImport: adminEndpoints.importProducts.permission,
  metalRates: adminEndpoints.metalRates.permission,
  customers: adminEndpoints.customers.permission,
  customer: adminEndpoints.customer.permission,
  coupons: adminEndpoints.coupons.permission,
  // The form loads nothing: it needs what saving it needs.
  newCoupon: adminEndpoints.createCoupon.permission,
  coupon: adminEndpoints.coupon.permission,
  editCoupon: adminEndpoints.updateCoupon.permission,
  pages: adminEndpoints.pages.permission,
  page: adminEndpoints.page.permission,
  blog: adminEndpoints.blogPosts.permission,
  // The form loads nothing: it needs what saving it needs.
  newBlogPost: adminEndpoints.createBlogPost.permission,
  blogPost: adminEndpoints.blogPost.permission,
  faqs: adminEndpoints.faqs.permission,
  contentHome: adminEndpoints.homeContent.permission,
  staff: adminEndpoints.listStaff.permission,
  audit: adminEndpoints.audit.permission,
  settings: adminEndpoints.securitySettings.permission,
  search: adminEndpoints.search.permission,
} as const satisfies Partial<Record<keyof typeof paths, Permission>>;

export type GuardedScreen = keyof typeof SCREEN_PERMISSIONS;
