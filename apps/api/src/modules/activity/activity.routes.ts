import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints as ep } from '@aurelle/contract';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';
import type { ActivityService } from './activity.service.ts';

/** POST /activity/recently-viewed/add and GET /activity/recently-viewed/:sessionId — token optional. */
export const activityRoutes: FastifyPluginAsync<{ service: ActivityService }> = async (
  app,
  { service },
) => {
  route(
    app,
    ep.add,
    (request) => {
      const { sessionId, product_id } = request.body;
      return service.add(
        { sessionId, product: product_id, customerId: request.customer?.id ?? null },
        request.locale,
      );
    },
    { caching: NEVER_STORED },
  );

  route(
    app,
    ep.list,
    (request) =>
      service.list(request.params.sessionId, request.customer?.id ?? null, request.locale),
    { caching: NEVER_STORED },
  );
};
