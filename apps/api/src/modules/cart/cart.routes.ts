import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, cartEndpoints as ep } from '@aurelle/contract';
import { customerId } from '../../lib/customer.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { PER_CUSTOMER, sendCached, sendFresh } from '../../lib/http-cache.ts';
import { signedIn } from '../../lib/signed-in.ts';
import type { CartService } from './cart.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** GET, POST and DELETE /customer/cart — bearer token (spec §6); each answers the refreshed cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (
  app,
  { service },
) => {
  app.get(
    ep.get.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['cart'],
        querystring: ep.get.query,
        response: { 200: ep.get.response, ...errors },
      },
    },
    async (request, reply) => {
      const couponCode = request.query.couponCode || undefined;
      const cart = await service.answer(signedIn(request.customer), request.locale, couponCode);
      return sendCached(request, reply, cart, PER_CUSTOMER);
    },
  );

  app.post(
    ep.add.path,
    {
      onRequest: app.requireCustomer,
      schema: { tags: ['cart'], body: ep.add.body, response: { 200: ep.add.response, ...errors } },
    },
    async (request, reply) => {
      const cart = await service.add(
        customerId(request),
        request.body.products,
        request.locale,
        idempotencyKey(request.headers['idempotency-key']),
      );
      return sendFresh(request, reply, cart, PER_CUSTOMER);
    },
  );

  app.delete(
    ep.remove.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['cart'],
        body: ep.remove.body,
        response: { 200: ep.remove.response, ...errors },
      },
    },
    async (request, reply) => {
      const cart = await service.remove(
        customerId(request),
        request.body,
        request.locale,
        idempotencyKey(request.headers['idempotency-key']),
      );
      return sendFresh(request, reply, cart, PER_CUSTOMER);
    },
  );
};
