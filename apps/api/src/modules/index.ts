import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { healthRoutes } from './health/health.routes.ts';

export type ModuleDeps = { env: Env; database: Database };

/** Registers every API module under /api (the caller sets the prefix). Add new modules here. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  await api.register(healthRoutes, { database: deps.database });
}
