import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';

/** The first screen after sign-in: sales for who may see money, the work waiting for everyone. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { dashboard: repo, clock } = app;
  route(app, ep.sales, () => repo.sales(clock.now()));
  route(app, ep.netSales, (request) => repo.netSales(clock.now(), request.query.days));
  route(app, ep.workQueue, () => repo.workQueue());
};
