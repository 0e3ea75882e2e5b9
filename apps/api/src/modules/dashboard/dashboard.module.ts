import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDashboardRepository, type DashboardRepository } from './dashboard.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardRepository;
  }
}

/** The back office's first screen: sales, and the work waiting. */
export const dashboardModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('dashboard', createDashboardRepository(app.db));
  },
  { name: 'dashboard', dependencies: ['infrastructure'], fastify: '5.x' },
);
