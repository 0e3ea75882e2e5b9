import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor, staffOf } from '../staff/admin-scope.ts';

/**
 * The back office's customers: the list, a customer's page, staff notes and erasure on request.
 * No route changes a customer's e-mail or phone (their sign-in).
 */
export const customerAdminRoutes: FastifyPluginAsync = async (app) => {
  const service = app.customers;
  route(app, ep.customers, (request) => service.list(request.query));
  route(app, ep.customer, (request) => service.get(request.params.customerId));
  route(app, ep.addCustomerNote, (request) =>
    service.addNote(
      { ...requestActor(request), name: staffOf(request).account.name },
      request.params.customerId,
      request.body,
    ),
  );
  route(app, ep.eraseCustomer, (request) =>
    service.erase(requestActor(request), request.params.customerId),
  );
};
