import type { FastifyPluginAsync } from 'fastify';
import { cartEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { PER_CUSTOMER, sendCached } from '../../lib/response-cache.ts';
import { routesWith } from '../../lib/route.ts';

/** GET, POST and DELETE /customer/cart — bearer token (spec §6); each answers the refreshed cart. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const service = app.cart;
  const route = routesWith(app, { caching: PER_CUSTOMER });
  route(ep.get, async (request, reply) => {
    const couponCode = request.query.couponCode || undefined;
    return sendCached(
      reply,
      await service.answer(signedInCustomer(request), request.locale, couponCode),
    );
  });

  route(ep.add, (request) =>
    service.add(
      signedInCustomer(request).id,
      request.body.products,
      request.locale,
      idempotencyKey(request),
    ),
  );

  route(ep.remove, (request) =>
    service.remove(
      signedInCustomer(request).id,
      request.body,
      request.locale,
      idempotencyKey(request),
    ),
  );
};
