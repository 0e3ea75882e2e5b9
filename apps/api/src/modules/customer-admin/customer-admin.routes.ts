import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { requestActor, staffOf } from '../staff/admin-scope.ts';
import type { CustomersService } from './customers.service.ts';

const tags = ['admin: customers'];

/**
 * The back office's customers: the list, a customer's page, staff notes and erasure on request.
 * No route changes a customer's e-mail or phone (their sign-in).
 */
export const customerAdminRoutes: FastifyPluginAsyncZod<{ service: CustomersService }> = async (
  app,
  { service },
) => {
  const read = { permission: 'customers:read' } as const;
  const write = { permission: 'customers:write' } as const;

  app.get(
    ep.customers.path,
    {
      config: read,
      schema: {
        tags,
        ...documented(ep.customers, 'staff', [403]),
        querystring: ep.customers.query,
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    ep.customer.path,
    {
      config: read,
      schema: {
        tags,
        ...documented(ep.customer, 'staff', [403, 404]),
        params: ep.customer.params,
      },
    },
    (request) => service.get(request.params.customerId),
  );

  app.post(
    ep.addCustomerNote.path,
    {
      config: write,
      schema: {
        tags,
        ...documented(ep.addCustomerNote, 'staff', [403, 404, 409]),
        params: ep.addCustomerNote.params,
        body: ep.addCustomerNote.body,
      },
    },
    (request) =>
      service.addNote(
        { ...requestActor(request), name: staffOf(request).account.name },
        request.params.customerId,
        request.body,
      ),
  );

  app.post(
    ep.eraseCustomer.path,
    {
      config: write,
      schema: {
        tags,
        ...documented(ep.eraseCustomer, 'staff', [403, 404, 409]),
        params: ep.eraseCustomer.params,
        body: ep.eraseCustomer.body,
      },
    },
    (request) => service.erase(requestActor(request), request.params.customerId),
  );
};
