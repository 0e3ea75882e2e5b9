import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  AuditEntityType,
  AuditEntry,
  AuditPage,
  AuditQuery,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who acted and from where: the signed-in staff member (null from the server's shell). */
export type Actor = {
  staffId: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
};

export type Changes = Record<string, { before?: unknown; after?: unknown }>;

export type AuditRecord = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  changes?: Changes;
};

/**
 * Words staff typed (a note, a reason) as the log records them: how many, never the words. The
 * log outlives an erasure and is never corrected, so it holds no free text that could name a
 * person; the words stay on the row they belong to (the order's timeline, the refund, the ledger).
 */
export const typedText = (text: string | null | undefined): string | null =>
  text ? `[${[...text].length} characters]` : null;

/** Fields whose values never reach the log, whatever a caller passes. */
const SECRET_FIELDS = /password|secret|token|hash|recovery/i;

/** Each field that differs between `before` and `after`, as { before, after }. */
export function changesBetween<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

function withoutSecrets(changes: Changes): Changes {
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) =>
      SECRET_FIELDS.test(field)
        ? [field, { before: '[hidden]', after: '[changed]' }]
        : [field, change],
    ),
  );
}

/** India has one time zone: the shop's days start at midnight there. */
const SHOP_DAY_START = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The audit log: `record` adds a row in the caller's transaction (so it is written exactly when
 * the change is); nothing here updates or deletes, and the database refuses both.
 */
export function createAuditRepository(db: Db) {
  return {
    async record(tx: Db, actor: Actor, entry: AuditRecord, at: Date): Promise<void> {
      await tx.insert(auditLog).values({
        at,
        staffId: actor.staffId,
        actor: actor.email,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId ?? null,
        changes: withoutSecrets(entry.changes ?? {}),
        ip: actor.ip,
        userAgent: actor.userAgent?.slice(0, 400) ?? null,
      });
    },

    /** An entity's latest entries, newest first, read in the caller's transaction. */
    async latest(tx: Db, entityType: AuditEntityType, entityId: string, limit = 20) {
      return tx
        .select({ at: auditLog.at, actor: auditLog.actor, changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },

    /** Newest first, `limit` a page, after the row `before` (keyset: stays fast however long). */
    async list(query: AuditQuery): Promise<AuditPage> {
      const where: SQL[] = [];
      if (query.staffId) where.push(eq(auditLog.staffId, query.staffId));
      if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
      if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
      if (query.from) where.push(gte(auditLog.at, SHOP_DAY_START(query.from)));
      if (query.to) {
        const end = SHOP_DAY_START(query.to);
        end.setUTCDate(end.getUTCDate() + 1);
        where.push(lt(auditLog.at, end));
      }
      if (query.before) where.push(lt(auditLog.id, Number(query.before)));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const entries: AuditEntry[] = page.map((row) => ({
        ...row,
        id: String(row.id),
        at: row.at.toISOString(),
      }));
      return {
        entries,
        next: rows.length > query.limit ? String(page[page.length - 1]?.id) : null,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
