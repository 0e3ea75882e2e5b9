import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { documented } from '../../lib/openapi.ts';
import type { OrderService } from './order.service.ts';

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
      schema: { tags: ['order'], ...documented(ep.add, 'customer', [404, 409]), body: ep.add.body },
    },
    async (request) =>
      service.place(
        {
          customerId: signedInCustomer(request).id,
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
      schema: { tags: ['order'], ...documented(ep.list, 'customer'), querystring: ep.list.query },
    },
    async (request) => service.list(signedInCustomer(request).id, request.query, request.locale),
  );

  app.get(
    ep.get.path,
    {
      onRequest: app.requireCustomer,
      schema: { tags: ['order'], ...documented(ep.get, 'customer', [404]), params: ep.get.params },
    },
    async (request) =>
      service.get(signedInCustomer(request).id, request.params.orderId, request.locale),
  );
};
