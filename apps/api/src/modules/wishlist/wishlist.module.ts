import { modulePlugin } from '../../lib/module-plugin.ts';
import { createWishlistRepository, type WishlistRepository } from './wishlist.repository.ts';
import { createWishlistService, type WishlistService } from './wishlist.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wishlist: WishlistService;
    /** Which products a customer has saved: the catalogue's flags and the cart's saved items. */
    savedProducts: Pick<WishlistRepository, 'savedAmong' | 'productIds'>;
  }
}

/** A customer's wishlist. */
export const wishlistModule = modulePlugin(
  { name: 'wishlist', dependencies: ['infrastructure', 'catalog'] },
  (app) => {
    const repo = createWishlistRepository(app.db);
    const wishlist = createWishlistService({
      db: app.db,
      repo,
      catalog: app.catalog,
      responses: app.caches.customers,
    });
    return { wishlist, savedProducts: repo };
  },
);
