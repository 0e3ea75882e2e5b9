import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { PER_CUSTOMER, sendCached } from '../../lib/response-cache.ts';
import type { CartService } from './cart.service.ts';

/** GET, POST and DELETE /customer/cart — bearer token (spec §6); each answers the refreshed cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (
  app,
  { service },
) => {
  const customerOnly = customerRouteOptions(app, 'cart', PER_CUSTOMER);

  app.get(ep.get.path, customerOnly(ep.get), async (request, reply) => {
    const couponCode = request.query.couponCode || undefined;
    return sendCached(
      reply,
      await service.answer(signedInCustomer(request), request.locale, couponCode),
    );
  });

  app.post(ep.add.path, customerOnly(ep.add, [404, 409, 422]), async (request) => {
    const { id } = signedInCustomer(request);
    const key = idempotencyKey(request);
    return service.add(id, request.body.products, request.locale, key);
  });

  app.delete(ep.remove.path, customerOnly(ep.remove, [409, 422]), async (request) => {
    const { id } = signedInCustomer(request);
    const key = idempotencyKey(request);
    return service.remove(id, request.body, request.locale, key);
  });
};
