import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createSellerRepository } from './seller.repository.ts';
import { createSeller, type Seller } from './seller.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    seller: Seller;
  }
}

/** The shop's legal details: the back office's form and the shop's disclosures. */
export const sellerModule = modulePlugin(
  { name: 'seller', dependencies: ['infrastructure', 'audit'] },
  (app) => ({
    seller: createSeller({
      ...backOfficeDeps(app, createSellerRepository),
      demo: !app.env.isProduction,
    }),
  }),
);
