import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as ep } from '@aurelle/contract';
import { SAME_FOR_ANY_VISITOR, sendCached } from '../../lib/http-cache.ts';
import { documented } from '../../lib/openapi.ts';
import type { CatalogService } from './catalog.service.ts';

export type CatalogRouteDeps = {
  service: CatalogService;
  brandSlug: string;
};

/** GET /category/show and GET /category/:id — no token (spec §6). */
export const catalogCategoryRoutes: FastifyPluginAsyncZod<CatalogRouteDeps> = async (
  app,
  { service },
) => {
  app.get(
    ep.categories.path,
    { schema: { tags: ['catalog'], ...documented(ep.categories, 'apiKey') } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await service.categoriesBody(request.locale),
        SAME_FOR_ANY_VISITOR,
      ),
  );

  app.get(
    ep.category.path,
    {
      schema: {
        tags: ['catalog'],
        ...documented(ep.category, 'apiKey', [404]),
        params: ep.category.params,
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await service.categoryBody(request.params.id, request.locale),
        SAME_FOR_ANY_VISITOR,
      ),
  );
};
