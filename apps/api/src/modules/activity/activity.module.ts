import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createActivityRepository } from './activity.repository.ts';
import { createActivityService, type ActivityService } from './activity.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    activity: ActivityService;
  }
}

/** Recently viewed products, a visitor's and a customer's. */
export const activityModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'activity',
      createActivityService({
        db: app.db,
        repo: createActivityRepository(app.db),
        catalog: app.catalog,
      }),
    );
  },
  { name: 'activity', dependencies: ['infrastructure', 'catalog'], fastify: '5.x' },
);
