import { modulePlugin } from '../../lib/module-plugin.ts';
import { createDashboardRepository, type DashboardRepository } from './dashboard.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardRepository;
  }
}

/** The back office's first screen: sales, and the work waiting. */
export const dashboardModule = modulePlugin(
  { name: 'dashboard', dependencies: ['infrastructure'] },
  (app) => ({ dashboard: createDashboardRepository(app.db) }),
);
