import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import type { AuditRepository } from './audit.repository.ts';

/** The owner reads the audit log; no route writes, changes or deletes a row of it. */
export const auditRoutes: FastifyPluginAsyncZod<{ repo: AuditRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    ep.audit.path,
    {
      config: { permission: 'audit:read' },
      schema: {
        tags: ['admin: audit'],
        ...documented(ep.audit, 'staff', [403]),
        querystring: ep.audit.query,
      },
    },
    (request) => repo.list(request.query),
  );
};
