import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, contentEndpoints as ep, inFocusEndpoints } from '@aurelle/contract';
import type { VersionedCache } from '../../lib/cache.ts';
import { assertBrand, sendCached, sendFresh, toCachedBody } from '../catalog/catalog-http.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from './content.service.ts';

export type ContentRouteDeps = {
  service: ContentService;
  catalog: Pick<CatalogService, 'flagWishlist'>;
  cache: VersionedCache;
  brandSlug: string;
};

/** GET /setting/store-customization/:blockName, GET /setting/global/all, GET /{brand}/infocus/:blockName. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRouteDeps> = async (app, deps) => {
  const { service, catalog, cache, brandSlug } = deps;

  app.get(
    ep.block.path,
    {
      schema: {
        tags: ['content'],
        params: ep.block.params,
        response: { 200: ep.block.response, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const view = { lang: request.lang, currency: request.currency };
      const { blockName } = request.params;
      const entry = await cache.get(`block|${view.lang}|${blockName}`, async () =>
        toCachedBody(await service.block(blockName, view)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    ep.settings.path,
    { schema: { tags: ['content'], response: { 200: ep.settings.response } } },
    async (request, reply) => {
      const view = { lang: request.lang, currency: request.currency };
      const entry = await cache.get(`settings|${view.lang}`, async () =>
        toCachedBody(await service.settings(view)),
      );
      return sendCached(request, reply, entry);
    },
  );

  const inFocus = inFocusEndpoints.block;
  app.get(
    inFocus.path,
    {
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['content'],
        params: inFocus.params,
        response: { 200: inFocus.response, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { brand, blockName } = request.params;
      assertBrand(brand, brandSlug);
      const view = { lang: request.lang, currency: request.currency };
      const entry = await cache.get(
        `infocus|${view.lang}|${view.currency}|${blockName}`,
        async () => toCachedBody(await service.inFocus(blockName, view)),
      );
      if (!request.customer) return sendCached(request, reply, entry);
      const products = await catalog.flagWishlist(entry.data.products, request.customer.id);
      return sendFresh(request, reply, { ...entry.data, products }, { private: true });
    },
  );
};
