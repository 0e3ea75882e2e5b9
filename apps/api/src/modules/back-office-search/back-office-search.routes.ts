import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep, roleCan } from '@aurelle/contract';
import { route } from '../../lib/route.ts';

/**
 * Every role that reads orders searches them; customers and products join the answer only for a
 * role that may read them (fulfilment sees orders alone), and an order's total only for a role
 * that reads prices.
 */
export const backOfficeSearchRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.backOfficeSearch;
  route(app, ep.search, (request) => {
    const role = request.staff?.account.role;
    return repo.search(request.query.q, {
      customers: !!role && roleCan(role, 'customers:read'),
      products: !!role && roleCan(role, 'catalog:read'),
      prices: !!role && roleCan(role, 'prices:read'),
    });
  });
};
