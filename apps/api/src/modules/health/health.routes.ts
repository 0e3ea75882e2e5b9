import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints as ep } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { demoHistoryState } from './health.repository.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { database } = app;
  route(app, ep.health, () => ({ status: 'ok' as const }), { logLevel: 'warn' });
  route(
    app,
    ep.ready,
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError(503, 'Database unavailable');
      }
      if (!app.env.SEED_DEMO) return { status: 'ready' as const, database: database.kind };
      const demoHistory = (await demoHistoryState(database.db)) ?? undefined;
      return { status: 'ready' as const, database: database.kind, demoHistory };
    },
    { logLevel: 'warn' },
  );
};
