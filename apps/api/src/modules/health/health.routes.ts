import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@aurelle/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    healthEndpoints.health.path,
    {
      schema: { tags: ['health'], ...documented(healthEndpoints.health, 'open') },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    healthEndpoints.ready.path,
    {
      schema: { tags: ['health'], ...documented(healthEndpoints.ready, 'open', [503]) },
      logLevel: 'warn',
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError(503, 'Database unavailable');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
