import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import type { ActivityService } from './activity.service.ts';

/** POST /activity/recently-viewed/add and GET /activity/recently-viewed/:sessionId — token optional. */
export const activityRoutes: FastifyPluginAsyncZod<{ service: ActivityService }> = async (
  app,
  { service },
) => {
  app.post(
    ep.add.path,
    {
      config: { caching: NEVER_STORED },
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['activity'],
        ...documented(ep.add, 'optionalCustomer', [404]),
        body: ep.add.body,
      },
    },
    async (request) => {
      const { sessionId, product_id } = request.body;
      return service.add(
        { sessionId, product: product_id, customerId: request.customer?.id ?? null },
        request.locale,
      );
    },
  );

  app.get(
    ep.list.path,
    {
      config: { caching: NEVER_STORED },
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['activity'],
        ...documented(ep.list, 'optionalCustomer'),
        params: ep.list.params,
      },
    },
    async (request) =>
      service.list(request.params.sessionId, request.customer?.id ?? null, request.locale),
  );
};
