import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints as ep } from '@aurelle/contract';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { routesWith } from '../../lib/route.ts';

/** POST /activity/recently-viewed/add and GET /activity/recently-viewed/:sessionId — token optional. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  const service = app.activity;
  const route = routesWith(app, { caching: NEVER_STORED });
  route(ep.add, (request) => {
    const { sessionId, product_id } = request.body;
    return service.add(
      { sessionId, product: product_id, customerId: request.customer?.id ?? null },
      request.locale,
    );
  });

  route(ep.list, (request) =>
    service.list(request.params.sessionId, request.customer?.id ?? null, request.locale),
  );
};
