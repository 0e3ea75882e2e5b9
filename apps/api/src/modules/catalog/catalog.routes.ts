import type { FastifyInstance } from 'fastify';
import { catalogCategoryRoutes, type CatalogRouteDeps } from './catalog-category.routes.ts';
import { catalogProductRoutes } from './catalog-product.routes.ts';

/** Every catalogue call of spec §7 (categories, product list, filters, detail). */
export async function catalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps) {
  await app.register(catalogCategoryRoutes, deps);
  await app.register(catalogProductRoutes, deps);
}
