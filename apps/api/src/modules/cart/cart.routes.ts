import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { documented } from '../../lib/openapi.ts';
import { PER_CUSTOMER } from '../../lib/response-cache.ts';
import type { CartService } from './cart.service.ts';

/** GET, POST and DELETE /customer/cart — bearer token (spec §6); each answers the refreshed cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (
  app,
  { service },
) => {
  app.get(
    ep.get.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: { tags: ['cart'], ...documented(ep.get, 'customer'), querystring: ep.get.query },
    },
    async (request) => {
      const couponCode = request.query.couponCode || undefined;
      const cart = await service.answer(signedInCustomer(request), request.locale, couponCode);
      return cart;
    },
  );

  app.post(
    ep.add.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: { tags: ['cart'], ...documented(ep.add, 'customer', [404, 409]), body: ep.add.body },
    },
    async (request) => {
      const cart = await service.add(
        signedInCustomer(request).id,
        request.body.products,
        request.locale,
        idempotencyKey(request.headers['idempotency-key']),
      );
      return cart;
    },
  );

  app.delete(
    ep.remove.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: { tags: ['cart'], ...documented(ep.remove, 'customer', [409]), body: ep.remove.body },
    },
    async (request) => {
      const cart = await service.remove(
        signedInCustomer(request).id,
        request.body,
        request.locale,
        idempotencyKey(request.headers['idempotency-key']),
      );
      return cart;
    },
  );
};
