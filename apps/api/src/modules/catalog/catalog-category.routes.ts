import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, catalogEndpoints as ep } from '@aurelle/contract';
import { SAME_FOR_ANY_VISITOR, sendCached } from '../../lib/http-cache.ts';
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
    { schema: { tags: ['catalog'], response: { 200: ep.categories.response } } },
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
        params: ep.category.params,
        response: { 200: ep.category.response, 400: apiErrorSchema, 404: apiErrorSchema },
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
