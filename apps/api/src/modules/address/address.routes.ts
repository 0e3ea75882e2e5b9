import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressEndpoints as ep, apiErrorSchema } from '@aurelle/contract';
import { signedIn } from '../../lib/signed-in.ts';
import type { AddressService } from './address.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const bearer = [{ apiKey: [], bearer: [] }];

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
  const schema = { tags: ['address'], security: bearer };

  app.post(
    ep.add.path,
    { schema: { ...schema, body: ep.add.body, response: { 200: ep.add.response, ...errors } } },
    (request) => service.add(signedIn(request.customer).id, request.body, request.locale.lang),
  );

  app.put(
    ep.update.path,
    {
      schema: {
        ...schema,
        params: ep.update.params,
        body: ep.update.body,
        response: { 200: ep.update.response, ...errors },
      },
    },
    (request) =>
      service.update(
        signedIn(request.customer).id,
        request.params.addressId,
        request.body,
        request.locale.lang,
      ),
  );

  app.delete(
    ep.remove.path,
    {
      schema: {
        ...schema,
        params: ep.remove.params,
        response: { 200: ep.remove.response, ...errors },
      },
    },
    (request) =>
      service.remove(signedIn(request.customer).id, request.params.addressId, request.locale.lang),
  );
};
