import type { FastifyPluginAsync } from 'fastify';
import { addressEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

const options = { caching: NEVER_STORED };

/** POST /customer/address, PUT and DELETE /customer/address/:addressId (spec §7), bearer. */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  const service = app.address;
  route(
    app,
    ep.add,
    (request) => service.add(signedInCustomer(request).id, request.body, request.locale.lang),
    options,
  );

  route(
    app,
    ep.update,
    (request) =>
      service.update(
        signedInCustomer(request).id,
        request.params.addressId,
        request.body,
        request.locale.lang,
      ),
    options,
  );

  route(
    app,
    ep.remove,
    (request) =>
      service.remove(signedInCustomer(request).id, request.params.addressId, request.locale.lang),
    options,
  );
};
