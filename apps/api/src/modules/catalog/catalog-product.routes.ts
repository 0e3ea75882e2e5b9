import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { catalogEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { documented } from '../../lib/openapi.ts';
import { SAME_FOR_ANY_VISITOR, SHOWS_STOCK_TO_ANY_VISITOR } from '../../lib/response-cache.ts';
import { normalizeList } from './catalog-query.ts';
import type { CatalogRouteDeps } from './catalog-category.routes.ts';

/**
 * POST /{brand}/products, GET /{brand}/getFilters, GET /{brand}/products/:id. A visitor's answer
 * is kept by the response cache; a token adds per-customer `inWishlist` flags on top. Lists and
 * details show stock: shared caches must revalidate them.
 */
export const catalogProductRoutes: FastifyPluginAsyncZod<CatalogRouteDeps> = async (app, deps) => {
  const { service, brandSlug } = deps;

  app.post(
    ep.products.path,
    {
      config: { caching: SHOWS_STOCK_TO_ANY_VISITOR },
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['catalog'],
        ...documented(ep.products, 'optionalCustomer', [404]),
        params: ep.products.params,
        querystring: ep.products.query,
        // A POST without a body (null) is a list without filters.
        body: z.nullable(ep.products.body),
      },
    },
    async (request) => {
      assertBrand(request.params.brand, brandSlug);
      const list = await service.list(
        normalizeList(request.query, request.body ?? {}),
        request.locale,
      );
      if (!request.customer) return list;
      return { ...list, products: await service.flagWishlist(list.products, request.customer.id) };
    },
  );

  app.get(
    ep.filters.path,
    {
      config: { caching: SAME_FOR_ANY_VISITOR },
      schema: {
        tags: ['catalog'],
        ...documented(ep.filters, 'apiKey', [404]),
        params: ep.filters.params,
        querystring: ep.filters.query,
      },
    },
    async (request) => {
      assertBrand(request.params.brand, brandSlug);
      return service.filters(request.query, request.locale);
    },
  );

  app.get(
    ep.product.path,
    {
      config: { caching: SHOWS_STOCK_TO_ANY_VISITOR },
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['catalog'],
        ...documented(ep.product, 'optionalCustomer', [404]),
        params: ep.product.params,
      },
    },
    async (request) => {
      const { brand, id } = request.params;
      assertBrand(brand, brandSlug);
      const { product } = await service.product(id, request.locale);
      if (!request.customer) return { product };
      const [flagged] = await service.flagWishlist([product], request.customer.id);
      return { product: flagged ?? product };
    },
  );
};
