import type { FastifyPluginAsync } from 'fastify';
import { addressEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { routesWith } from '../../lib/route.ts';

/** POST /customer/address, PUT and DELETE /customer/address/:addressId (spec §7), bearer. */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  const service = app.address;
  const route = routesWith(app, { caching: NEVER_STORED });
  route(ep.add, (request) =>
    service.add(signedInCustomer(request).id, request.body, request.locale.lang),
  );

  route(ep.update, (request) =>
    service.update(
      signedInCustomer(request).id,
      request.params.addressId,
      request.body,
      request.locale.lang,
    ),
  );

  route(ep.remove, (request) =>
    service.remove(signedInCustomer(request).id, request.params.addressId, request.locale.lang),
  );
};
