import { modulePlugin } from '../../lib/module-plugin.ts';
import { createAuditRepository, type AuditRepository } from './audit.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log: every back-office write records its row in its own transaction. */
    audit: AuditRepository;
  }
}

/** The audit log, which every back-office module writes to. */
export const auditModule = modulePlugin(
  { name: 'audit', dependencies: ['infrastructure'] },
  (app) => ({ audit: createAuditRepository(app.db) }),
);
