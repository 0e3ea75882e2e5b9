import { modulePlugin } from '../../lib/module-plugin.ts';
import { createListingRepository } from './catalog-listing.repository.ts';
import { createRelatedRepository } from './catalog-related.repository.ts';
import { createStockRepository } from './catalog-stock.repository.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

/**
 * What the catalogue needs from modules above it (decision 0016): search's term resolver and the
 * wishlist's flags, as functions the composition root passes (modules.ts).
 */
export type CatalogModuleOptions = Pick<
  Parameters<typeof createCatalogService>[0],
  'resolveTerm' | 'wishlistFlags'
>;

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

/** The catalogue: products, lists, filters, prices and stock as the shop shows them. */
export const catalogModule = modulePlugin<CatalogModuleOptions>(
  { name: 'catalog', dependencies: ['infrastructure'] },
  (app, { resolveTerm, wishlistFlags }) => ({
    catalog: createCatalogService({
      repo: createCatalogRepository(app.db),
      listing: createListingRepository(app.db),
      related: createRelatedRepository(app.db),
      stockRepo: createStockRepository(app.db),
      caches: app.caches,
      resolveTerm,
      wishlistFlags,
    }),
  }),
);
