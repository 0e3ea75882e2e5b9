import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';

/** The owner reads the audit log; no route writes, changes or deletes a row of it. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.audit;
  route(app, ep.audit, (request) => repo.list(request.query));
};
