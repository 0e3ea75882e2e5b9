import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { documented } from '../../lib/openapi.ts';
import type { AddressService } from './address.service.ts';

/** POST /customer/address, PUT and DELETE /customer/address/:addressId (spec §7), bearer. */
export const addressRoutes: FastifyPluginAsyncZod<{ service: AddressService }> = async (
  app,
  { service },
) => {
  // Before validation: a call without a valid token is a 401 whatever its body.
  app.addHook('onRequest', app.requireCustomer);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
  const tags = ['address'];

  app.post(
    ep.add.path,
    { schema: { tags, ...documented(ep.add, 'customer', [409]), body: ep.add.body } },
    (request) => service.add(signedInCustomer(request).id, request.body, request.locale.lang),
  );

  app.put(
    ep.update.path,
    {
      schema: {
        tags,
        ...documented(ep.update, 'customer', [404]),
        params: ep.update.params,
        body: ep.update.body,
      },
    },
    (request) =>
      service.update(
        signedInCustomer(request).id,
        request.params.addressId,
        request.body,
        request.locale.lang,
      ),
  );

  app.delete(
    ep.remove.path,
    {
      schema: { tags, ...documented(ep.remove, 'customer', [404]), params: ep.remove.params },
    },
    (request) =>
      service.remove(signedInCustomer(request).id, request.params.addressId, request.locale.lang),
  );
};
