import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import type { AuditRepository } from './audit.repository.ts';

/** The owner reads the audit log; no route writes, changes or deletes a row of it. */
export const auditRoutes: FastifyPluginAsync<{ repo: AuditRepository }> = async (app, { repo }) => {
  route(app, ep.audit, (request) => repo.list(request.query));
};
