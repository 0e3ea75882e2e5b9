import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorSchema, catalogEndpoints as ep } from '@aurelle/contract';
import {
  assertBrand,
  sendCached,
  sendFresh,
  toCachedBody,
  type CachedBody,
} from './catalog-http.ts';
import { listKey, normalizeList, normalizeSearch } from './catalog-query.ts';
import type { CatalogRouteDeps } from './catalog-category.routes.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
/** Distinct raw list requests remembered (each a short string pair); cleared when full. */
const MAX_LIST_KEYS = 10_000;

/**
 * POST /{brand}/products, GET /{brand}/getFilters, GET /{brand}/products/:id. The anonymous
 * response is cached per (catalogue version, language, currency, normalized request); a token
 * adds per-customer `inWishlist` flags on top, never cached.
 */
export const catalogProductRoutes: FastifyPluginAsyncZod<CatalogRouteDeps> = async (app, deps) => {
  const { service, cache, brandSlug } = deps;
  // The exact request (language, currency, URL, body) → the cache key it normalized to, so a
  // repeated anonymous list is answered before validation and normalization run again: the same
  // bytes in always validate and normalize the same way.
  const listKeys = new Map<string, string>();
  const rawListKey = (request: FastifyRequest) =>
    `${request.lang}|${request.currency}|${request.url}|${JSON.stringify(request.body ?? null)}`;

  app.post(
    ep.products.path,
    {
      preValidation: async (request, reply) => {
        if (request.headers.authorization) return;
        const key = listKeys.get(rawListKey(request));
        const entry = key && (await cache.peek<CachedBody<unknown>>(key));
        if (entry) return sendCached(request, reply, entry);
      },
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['catalog'],
        params: ep.products.params,
        querystring: ep.products.query,
        // A POST without a body (null) is a list without filters.
        body: z.nullable(ep.products.body),
        response: { 200: ep.products.response, ...errors },
      },
    },
    async (request, reply) => {
      assertBrand(request.params.brand, brandSlug);
      const view = { lang: request.lang, currency: request.currency };
      const list = normalizeList(request.query, request.body ?? {});
      const key = `list|${view.lang}|${view.currency}|${listKey(list)}`;
      const entry = await cache.get(key, async () => toCachedBody(await service.list(list, view)));
      if (!request.customer) {
        if (listKeys.size >= MAX_LIST_KEYS) listKeys.clear();
        listKeys.set(rawListKey(request), key);
        return sendCached(request, reply, entry);
      }
      const products = await service.flagWishlist(entry.data.products, request.customer.id);
      return sendFresh(request, reply, { ...entry.data, products }, { private: true });
    },
  );

  app.get(
    ep.filters.path,
    {
      schema: {
        tags: ['catalog'],
        params: ep.filters.params,
        querystring: ep.filters.query,
        response: { 200: ep.filters.response, ...errors },
      },
    },
    async (request, reply) => {
      assertBrand(request.params.brand, brandSlug);
      const view = { lang: request.lang, currency: request.currency };
      const q = request.query;
      const key = JSON.stringify([
        q.category?.slice().sort(),
        q.collection?.slice().sort(),
        normalizeSearch(q.search),
      ]);
      const entry = await cache.get(`filters|${view.lang}|${key}`, async () =>
        toCachedBody(await service.filters(q, view)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    ep.product.path,
    {
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['catalog'],
        params: ep.product.params,
        response: { 200: ep.product.response, ...errors },
      },
    },
    async (request, reply) => {
      const { brand, id } = request.params;
      assertBrand(brand, brandSlug);
      const view = { lang: request.lang, currency: request.currency };
      const entry = await cache.get(`product|${view.lang}|${view.currency}|${id}`, async () =>
        toCachedBody(await service.product(id, view)),
      );
      if (!request.customer) return sendCached(request, reply, entry);
      const [product] = await service.flagWishlist([entry.data.product], request.customer.id);
      return sendFresh(request, reply, { product }, { private: true });
    },
  );
};
