import type { FastifyPluginAsync } from 'fastify';
import { catalogEndpoints as ep } from '@aurelle/contract';
import { SAME_FOR_ANY_VISITOR } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

const options = { caching: SAME_FOR_ANY_VISITOR };

/** GET /category/show and GET /category/:id — no token (spec §6). */
export const catalogCategoryRoutes: FastifyPluginAsync = async (app) => {
  const service = app.catalog;

  route(app, ep.categories, (request) => service.categories(request.locale), options);

  route(
    app,
    ep.category,
    (request) => service.category(request.params.id, request.locale),
    options,
  );
};
