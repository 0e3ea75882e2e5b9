import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor, AuditRecord, AuditRepository } from './audit.repository.ts';

/** What a back-office service is built from: the database, its repository, the log, the clock. */
export type BackOfficeDeps<Repo> = { db: Db; repo: Repo; audit: AuditRepository; clock: Clock };

/** A back-office service's dependencies, its repository made on the app's database. */
export function backOfficeDeps<Repo>(
  app: FastifyInstance,
  createRepo: (db: Db) => Repo,
): BackOfficeDeps<Repo> {
  return { db: app.db, repo: createRepo(app.db), audit: app.audit, clock: app.clock };
}

/** The audit log's `record` at the clock's time: a row in the caller's transaction. */
export function auditRecorder({ audit, clock }: { audit: AuditRepository; clock: Clock }) {
  return (tx: Db, actor: Actor, entry: AuditRecord) => audit.record(tx, actor, entry, clock.now());
}
