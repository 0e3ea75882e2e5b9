import type { FastifyPluginAsync } from 'fastify';
import { catalogEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { SAME_FOR_ANY_VISITOR, SHOWS_STOCK_TO_ANY_VISITOR } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';
import { normalizeList } from './catalog-query.ts';

/**
 * POST /{brand}/products, GET /{brand}/getFilters, GET /{brand}/products/:id and its related
 * pieces, GET /{brand}/products/:id/related. A visitor's answer
 * is kept by the response cache; a token adds per-customer `inWishlist` flags on top. Lists and
 * details show stock: shared caches must revalidate them.
 */
export const catalogProductRoutes: FastifyPluginAsync = async (app) => {
  const service = app.catalog;
  const brandSlug = app.env.BRAND_SLUG;

  route(
    app,
    ep.products,
    async (request) => {
      assertBrand(request.params.brand, brandSlug);
      const list = await service.list(
        normalizeList(request.query, request.body ?? {}),
        request.locale,
      );
      if (!request.customer) return list;
      return { ...list, products: await service.flagWishlist(list.products, request.customer.id) };
    },
    { caching: SHOWS_STOCK_TO_ANY_VISITOR },
  );

  route(
    app,
    ep.filters,
    (request) => {
      assertBrand(request.params.brand, brandSlug);
      return service.filters(request.query, request.locale);
    },
    { caching: SAME_FOR_ANY_VISITOR },
  );

  route(
    app,
    ep.product,
    async (request) => {
      const { brand, id } = request.params;
      assertBrand(brand, brandSlug);
      const { product } = await service.product(id, request.locale);
      if (!request.customer) return { product };
      const [flagged] = await service.flagWishlist([product], request.customer.id);
      return { product: flagged ?? product };
    },
    { caching: SHOWS_STOCK_TO_ANY_VISITOR },
  );

  route(
    app,
    ep.related,
    async (request) => {
      const { brand, id } = request.params;
      assertBrand(brand, brandSlug);
      const related = await service.related(id, request.locale);
      if (!request.customer) return related;
      return {
        ...related,
        products: await service.flagWishlist(related.products, request.customer.id),
      };
    },
    { caching: SHOWS_STOCK_TO_ANY_VISITOR },
  );
};
