import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSellerRepository } from './seller.repository.ts';
import { createSeller, type Seller } from './seller.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    seller: Seller;
  }
}

/** The shop's legal details: the back office's form and the shop's disclosures. */
export const sellerModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'seller',
      createSeller({
        db: app.db,
        repo: createSellerRepository(app.db),
        audit: app.audit,
        clock: app.clock,
        demo: !app.env.isProduction,
      }),
    );
  },
  { name: 'seller', dependencies: ['infrastructure', 'audit'], fastify: '5.x' },
);
