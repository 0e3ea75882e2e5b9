import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityEndpoints as ep, apiErrorSchema } from '@aurelle/contract';
import type { ActivityService } from './activity.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** POST /activity/recently-viewed/add and GET /activity/recently-viewed/:sessionId — token optional. */
export const activityRoutes: FastifyPluginAsyncZod<{ service: ActivityService }> = async (
  app,
  { service },
) => {
  app.post(
    ep.add.path,
    {
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['activity'],
        body: ep.add.body,
        response: { 200: ep.add.response, ...errors },
      },
    },
    async (request, reply) => {
      const { sessionId, product_id } = request.body;
      reply.header('cache-control', 'private, no-store');
      return service.add(
        { sessionId, product: product_id, customerId: request.customer?.id ?? null },
        request.locale,
      );
    },
  );

  app.get(
    ep.list.path,
    {
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['activity'],
        params: ep.list.params,
        response: { 200: ep.list.response, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(request.params.sessionId, request.customer?.id ?? null, request.locale);
    },
  );
};
