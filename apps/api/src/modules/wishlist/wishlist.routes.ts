import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { PER_CUSTOMER, sendCached } from '../../lib/response-cache.ts';
import type { WishlistService } from './wishlist.service.ts';

/**
 * GET, POST and DELETE /customer/wishlist — bearer token (spec §6); per customer: cached on the
 * server under the customer's version, and no browser or proxy may reuse it unasked.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService }> = async (
  app,
  { service },
) => {
  const customerOnly = customerRouteOptions(app, 'wishlist', PER_CUSTOMER);

  app.get(ep.get.path, customerOnly(ep.get), async (request, reply) =>
    sendCached(reply, await service.answer(signedInCustomer(request), request.locale)),
  );

  app.post(ep.add.path, customerOnly(ep.add, [404, 409]), async (request) =>
    service.add(signedInCustomer(request).id, request.body.product_id, request.locale),
  );

  app.delete(ep.remove.path, customerOnly(ep.remove), async (request) =>
    service.remove(signedInCustomer(request).id, request.body.product_id, request.locale),
  );
};
