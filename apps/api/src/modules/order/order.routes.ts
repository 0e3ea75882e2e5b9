import type { FastifyPluginAsync } from 'fastify';
import { orderEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { routesWith } from '../../lib/route.ts';

/** POST /order/add, GET /order/, GET /order/:orderId — bearer token (spec §6). */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const service = app.order;
  const route = routesWith(app, { caching: NEVER_STORED });
  route(ep.add, (request) => {
    const { id } = signedInCustomer(request);
    const input = { customerId: id, body: request.body, idempotencyKey: idempotencyKey(request) };
    return service.place(input, request.locale);
  });

  route(ep.list, (request) =>
    service.list(signedInCustomer(request).id, request.query, request.locale),
  );

  route(ep.get, (request) =>
    service.get(signedInCustomer(request).id, request.params.orderId, request.locale),
  );
};
