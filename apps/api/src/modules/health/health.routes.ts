import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@aurelle/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    healthEndpoints.health.path,
    { schema: { response: { 200: healthEndpoints.health.response } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    healthEndpoints.ready.path,
    { schema: { response: { 200: healthEndpoints.ready.response } }, logLevel: 'warn' },
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
