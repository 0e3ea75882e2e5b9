import { modulePlugin } from '../../lib/module-plugin.ts';
import { createActivityRepository } from './activity.repository.ts';
import { createActivityService, type ActivityService } from './activity.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    activity: ActivityService;
  }
}

/** Recently viewed products, a visitor's and a customer's. */
export const activityModule = modulePlugin(
  { name: 'activity', dependencies: ['infrastructure', 'catalog'] },
  (app) => ({
    activity: createActivityService({
      db: app.db,
      repo: createActivityRepository(app.db),
      catalog: app.catalog,
    }),
  }),
);
