import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, catalogEndpoints as ep } from '@aurelle/contract';
import type { VersionedCache } from '../../lib/cache.ts';
import { sendCached, toCachedBody } from './catalog-http.ts';
import type { CatalogService } from './catalog.service.ts';

export type CatalogRouteDeps = {
  service: CatalogService;
  cache: VersionedCache;
  brandSlug: string;
};

/** GET /category/show and GET /category/:id — no token (spec §6). */
export const catalogCategoryRoutes: FastifyPluginAsyncZod<CatalogRouteDeps> = async (
  app,
  { service, cache },
) => {
  app.get(
    ep.categories.path,
    { schema: { tags: ['catalog'], response: { 200: ep.categories.response } } },
    async (request, reply) => {
      const view = { lang: request.lang, currency: request.currency };
      const entry = await cache.get(`categories|${view.lang}`, async () =>
        toCachedBody(await service.categories(view)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    ep.category.path,
    {
      schema: {
        tags: ['catalog'],
        params: ep.category.params,
        response: { 200: ep.category.response, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const view = { lang: request.lang, currency: request.currency };
      const id = request.params.id;
      const entry = await cache.get(`category|${view.lang}|${id}`, async () =>
        toCachedBody(await service.category(id, view)),
      );
      return sendCached(request, reply, entry);
    },
  );
};
