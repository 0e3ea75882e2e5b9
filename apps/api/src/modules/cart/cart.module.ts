import { modulePlugin } from '../../lib/module-plugin.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService, type CartService } from './cart.service.ts';

/** What the cart needs from modules above it: the wishlist's saved products, the shop's shipping charge. */
export type CartModuleOptions = Pick<
  Parameters<typeof createCartService>[0],
  'savedProducts' | 'shippingSettings'
>;

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

/** A customer's cart. */
export const cartModule = modulePlugin<CartModuleOptions>(
  { name: 'cart', dependencies: ['infrastructure', 'catalog', 'coupon'] },
  (app, { savedProducts, shippingSettings }) => ({
    cart: createCartService({
      db: app.db,
      repo: createCartRepository(app.db),
      catalog: app.catalog,
      coupons: app.coupon,
      savedProducts,
      shippingSettings,
      responses: app.caches.customers,
    }),
  }),
);
