import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import type { Clock } from '../../lib/clock.ts';
import { documented } from '../../lib/openapi.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

const tags = ['admin: dashboard'];

/** The first screen after sign-in: sales for who may see money, the work waiting for everyone. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  repo: DashboardRepository;
  clock: Clock;
}> = async (app, { repo, clock }) => {
  app.get(
    ep.sales.path,
    {
      config: { permission: 'dashboard:read' },
      schema: { tags, ...documented(ep.sales, 'staff', [403]) },
    },
    () => repo.sales(clock.now()),
  );
  app.get(
    ep.workQueue.path,
    {
      config: { permission: 'orders:read' },
      schema: { tags, ...documented(ep.workQueue, 'staff', [403]) },
    },
    () => repo.workQueue(),
  );
};
