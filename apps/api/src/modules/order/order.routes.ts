import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import type { OrderService } from './order.service.ts';

/** POST /order/add, GET /order/, GET /order/:orderId — bearer token (spec §6). */
export const orderRoutes: FastifyPluginAsyncZod<{ service: OrderService }> = async (
  app,
  { service },
) => {
  const customerOnly = customerRouteOptions(app, 'order', NEVER_STORED);

  app.post(ep.add.path, customerOnly(ep.add, [404, 409, 422]), async (request) => {
    const { id } = signedInCustomer(request);
    const input = { customerId: id, body: request.body, idempotencyKey: idempotencyKey(request) };
    return service.place(input, request.locale);
  });

  app.get(ep.list.path, customerOnly(ep.list), async (request) =>
    service.list(signedInCustomer(request).id, request.query, request.locale),
  );

  app.get(ep.get.path, customerOnly(ep.get, [404]), async (request) =>
    service.get(signedInCustomer(request).id, request.params.orderId, request.locale),
  );
};
