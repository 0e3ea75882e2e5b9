import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import type { AddressService } from './address.service.ts';

/** POST /customer/address, PUT and DELETE /customer/address/:addressId (spec §7), bearer. */
export const addressRoutes: FastifyPluginAsyncZod<{ service: AddressService }> = async (
  app,
  { service },
) => {
  const customerOnly = customerRouteOptions(app, 'address', NEVER_STORED);

  app.post(ep.add.path, customerOnly(ep.add, [409]), (request) =>
    service.add(signedInCustomer(request).id, request.body, request.locale.lang),
  );

  app.put(ep.update.path, customerOnly(ep.update, [404]), (request) =>
    service.update(
      signedInCustomer(request).id,
      request.params.addressId,
      request.body,
      request.locale.lang,
    ),
  );

  app.delete(ep.remove.path, customerOnly(ep.remove, [404]), (request) =>
    service.remove(signedInCustomer(request).id, request.params.addressId, request.locale.lang),
  );
};
