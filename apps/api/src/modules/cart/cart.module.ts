import { modulePlugin } from '../../lib/module-plugin.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService, type CartService } from './cart.service.ts';

/** What the cart needs from the wishlist, which it does not import: the saved products. */
export type CartModuleOptions = Pick<Parameters<typeof createCartService>[0], 'savedProducts'>;

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

/** A customer's cart. */
export const cartModule = modulePlugin<CartModuleOptions>(
  { name: 'cart', dependencies: ['infrastructure', 'catalog', 'coupon'] },
  (app, { savedProducts }) => ({
    cart: createCartService({
      db: app.db,
      repo: createCartRepository(app.db),
      catalog: app.catalog,
      coupons: app.coupon,
      savedProducts,
      responses: app.caches.customers,
    }),
  }),
);
