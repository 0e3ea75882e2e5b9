import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
export const wishlistModule = fp(
  async (app: FastifyInstance) => {
    const repo = createWishlistRepository(app.db);
    app.decorate(
      'wishlist',
      createWishlistService({
        db: app.db,
        repo,
        catalog: app.catalog,
        responses: app.caches.customers,
      }),
    );
    app.decorate('savedProducts', repo);
  },
  { name: 'wishlist', dependencies: ['infrastructure', 'catalog'], fastify: '5.x' },
);
