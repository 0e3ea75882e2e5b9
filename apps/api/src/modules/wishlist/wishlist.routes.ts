import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { documented } from '../../lib/openapi.ts';
import { PER_CUSTOMER } from '../../lib/response-cache.ts';
import type { WishlistService } from './wishlist.service.ts';

/** GET, POST and DELETE /customer/wishlist — bearer token (spec §6); per customer, never cached. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService }> = async (
  app,
  { service },
) => {
  app.get(
    ep.get.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: { tags: ['wishlist'], ...documented(ep.get, 'customer') },
    },
    async (request) => await service.answer(signedInCustomer(request), request.locale),
  );

  app.post(
    ep.add.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: {
        tags: ['wishlist'],
        ...documented(ep.add, 'customer', [404, 409]),
        body: ep.add.body,
      },
    },
    async (request) => {
      const wishlist = await service.add(
        signedInCustomer(request).id,
        request.body.product_id,
        request.locale,
      );
      return wishlist;
    },
  );

  app.delete(
    ep.remove.path,
    {
      onRequest: app.requireCustomer,
      config: { caching: PER_CUSTOMER },
      schema: { tags: ['wishlist'], ...documented(ep.remove, 'customer'), body: ep.remove.body },
    },
    async (request) => {
      const id = request.body.product_id;
      const wishlist = await service.remove(signedInCustomer(request).id, id, request.locale);
      return wishlist;
    },
  );
};
