import type { FastifyPluginAsync } from 'fastify';
import { wishlistEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { PER_CUSTOMER, sendCached } from '../../lib/response-cache.ts';
import { routesWith } from '../../lib/route.ts';

/**
 * GET, POST and DELETE /customer/wishlist — bearer token (spec §6); per customer: cached on the
 * server under the customer's version, and no browser or proxy may reuse it unasked.
 */
export const wishlistRoutes: FastifyPluginAsync = async (app) => {
  const service = app.wishlist;
  const route = routesWith(app, { caching: PER_CUSTOMER });
  route(ep.get, async (request, reply) =>
    sendCached(reply, await service.answer(signedInCustomer(request), request.locale)),
  );

  route(ep.add, (request) =>
    service.add(signedInCustomer(request).id, request.body, request.locale),
  );

  route(ep.remove, (request) =>
    service.remove(signedInCustomer(request).id, request.body.product_id, request.locale),
  );
};
