import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { SAME_FOR_ANY_VISITOR } from '../../lib/response-cache.ts';
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
    {
      config: { caching: SAME_FOR_ANY_VISITOR },
      schema: { tags: ['catalog'], ...documented(ep.categories, 'apiKey') },
    },
    async (request) => service.categories(request.locale),
  );

  app.get(
    ep.category.path,
    {
      config: { caching: SAME_FOR_ANY_VISITOR },
      schema: {
        tags: ['catalog'],
        ...documented(ep.category, 'apiKey', [404]),
        params: ep.category.params,
      },
    },
    async (request) => service.category(request.params.id, request.locale),
  );
};
