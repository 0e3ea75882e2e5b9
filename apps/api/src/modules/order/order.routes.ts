import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, orderEndpoints as ep } from '@aurelle/contract';
import { customerId } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import type { OrderService } from './order.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** POST /order/add, GET /order/, GET /order/:orderId — bearer token (spec §6). */
export const orderRoutes: FastifyPluginAsyncZod<{ service: OrderService }> = async (
  app,
  { service },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    ep.add.path,
    {
      onRequest: app.requireCustomer,
      schema: { tags: ['order'], body: ep.add.body, response: { 200: ep.add.response, ...errors } },
    },
    async (request) =>
      service.place(
        {
          customerId: customerId(request),
          body: request.body,
          idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
        },
        request.locale,
      ),
  );

  app.get(
    ep.list.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['order'],
        querystring: ep.list.query,
        response: { 200: ep.list.response, ...errors },
      },
    },
    async (request) => service.list(customerId(request), request.query, request.locale),
  );

  app.get(
    ep.get.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['order'],
        params: ep.get.params,
        response: { 200: ep.get.response, ...errors },
      },
    },
    async (request) => service.get(customerId(request), request.params.orderId, request.locale),
  );
};
