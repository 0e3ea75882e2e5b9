import type { FastifyInstance } from 'fastify';
import { catalogCategoryRoutes } from './catalog-category.routes.ts';
import { catalogProductRoutes } from './catalog-product.routes.ts';

/** Every catalogue call of spec §7 (categories, product list, filters, detail). */
export async function catalogRoutes(app: FastifyInstance) {
  await app.register(catalogCategoryRoutes);
  await app.register(catalogProductRoutes);
}
