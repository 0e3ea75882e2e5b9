import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { catalogEndpoints as ep } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import {
  SAME_FOR_ANY_VISITOR,
  sendCached,
  sendFresh,
  SHOWS_STOCK_TO_ANY_VISITOR,
} from '../../lib/http-cache.ts';
import { documented } from '../../lib/openapi.ts';
import { normalizeList } from './catalog-query.ts';
import type { CatalogRouteDeps } from './catalog-category.routes.ts';

/**
 * The exact request (locale, URL, body): the same bytes always validate and normalize the same
 * way, so a repeated anonymous list is answered by it before validation and normalization run.
 */
const rawListRequest = (request: FastifyRequest) =>
  `${request.locale.lang}|${request.locale.currency}|${request.url}|${JSON.stringify(request.body ?? null)}`;

/**
 * POST /{brand}/products, GET /{brand}/getFilters, GET /{brand}/products/:id. The anonymous
 * response is cached by the catalogue service; a token adds per-customer `inWishlist` flags on
 * top, never cached. Lists and details show stock: shared caches must revalidate them.
 */
export const catalogProductRoutes: FastifyPluginAsyncZod<CatalogRouteDeps> = async (app, deps) => {
  const { service, brandSlug } = deps;

  app.post(
    ep.products.path,
    {
      preValidation: async (request, reply) => {
        if (request.headers.authorization) return;
        const entry = await service.peekListBody(rawListRequest(request));
        if (entry) return sendCached(request, reply, entry, SHOWS_STOCK_TO_ANY_VISITOR);
      },
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
    async (request, reply) => {
      assertBrand(request.params.brand, brandSlug);
      const list = normalizeList(request.query, request.body ?? {});
      if (!request.customer) {
        const entry = await service.listBody(list, request.locale, rawListRequest(request));
        return sendCached(request, reply, entry, SHOWS_STOCK_TO_ANY_VISITOR);
      }
      const entry = await service.listBody(list, request.locale);
      const products = await service.flagWishlist(entry.data.products, request.customer.id);
      return sendFresh(request, reply, { ...entry.data, products }, { private: true });
    },
  );

  app.get(
    ep.filters.path,
    {
      schema: {
        tags: ['catalog'],
        ...documented(ep.filters, 'apiKey', [404]),
        params: ep.filters.params,
        querystring: ep.filters.query,
      },
    },
    async (request, reply) => {
      assertBrand(request.params.brand, brandSlug);
      return sendCached(
        request,
        reply,
        await service.filtersBody(request.query, request.locale),
        SAME_FOR_ANY_VISITOR,
      );
    },
  );

  app.get(
    ep.product.path,
    {
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['catalog'],
        ...documented(ep.product, 'optionalCustomer', [404]),
        params: ep.product.params,
      },
    },
    async (request, reply) => {
      const { brand, id } = request.params;
      assertBrand(brand, brandSlug);
      const entry = await service.productBody(id, request.locale);
      if (!request.customer) return sendCached(request, reply, entry, SHOWS_STOCK_TO_ANY_VISITOR);
      const [product] = await service.flagWishlist([entry.data.product], request.customer.id);
      return sendFresh(request, reply, { product }, { private: true });
    },
  );
};
