import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditRepository, type AuditRepository } from './audit.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log: every back-office write records its row in its own transaction. */
    audit: AuditRepository;
  }
}

/** The audit log, which every back-office module writes to. */
export const auditModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', createAuditRepository(app.db));
  },
  { name: 'audit', dependencies: ['infrastructure'], fastify: '5.x' },
);
