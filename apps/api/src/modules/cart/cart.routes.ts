import type { FastifyPluginAsync } from 'fastify';
import { cartEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { PER_CUSTOMER, sendCached } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

const options = { caching: PER_CUSTOMER };

/** GET, POST and DELETE /customer/cart — bearer token (spec §6); each answers the refreshed cart. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const service = app.cart;
  route(
    app,
    ep.get,
    async (request, reply) => {
      const couponCode = request.query.couponCode || undefined;
      return sendCached(
        reply,
        await service.answer(signedInCustomer(request), request.locale, couponCode),
      );
    },
    options,
  );

  route(
    app,
    ep.add,
    (request) => {
      const { id } = signedInCustomer(request);
      const key = idempotencyKey(request);
      return service.add(id, request.body.products, request.locale, key);
    },
    options,
  );

  route(
    app,
    ep.remove,
    (request) => {
      const { id } = signedInCustomer(request);
      const key = idempotencyKey(request);
      return service.remove(id, request.body, request.locale, key);
    },
    options,
  );
};
