import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, wishlistEndpoints as ep } from '@aurelle/contract';
import { customerId } from '../../lib/customer.ts';
import type { WishlistService } from './wishlist.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** GET, POST and DELETE /customer/wishlist — bearer token (spec §6); per customer, never cached. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService }> = async (
  app,
  { service },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    ep.get.path,
    {
      onRequest: app.requireCustomer,
      schema: { tags: ['wishlist'], response: { 200: ep.get.response, ...errors } },
    },
    async (request) => service.list(customerId(request), request.view),
  );

  app.post(
    ep.add.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['wishlist'],
        body: ep.add.body,
        response: { 200: ep.add.response, ...errors },
      },
    },
    async (request) => service.add(customerId(request), request.body.product_id, request.view),
  );

  app.delete(
    ep.remove.path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['wishlist'],
        body: ep.remove.body,
        response: { 200: ep.remove.response, ...errors },
      },
    },
    async (request) => service.remove(customerId(request), request.body.product_id, request.view),
  );
};
