import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import type { Clock } from '../../lib/clock.ts';
import { route } from '../../lib/route.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

/** The first screen after sign-in: sales for who may see money, the work waiting for everyone. */
export const dashboardRoutes: FastifyPluginAsync<{
  repo: DashboardRepository;
  clock: Clock;
}> = async (app, { repo, clock }) => {
  route(app, ep.sales, () => repo.sales(clock.now()));
  route(app, ep.workQueue, () => repo.workQueue());
};
