import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  AuditEntityType,
  AuditEntry,
  AuditPage,
  AuditQuery,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  coupons,
  customers,
  orders,
  productTranslations,
  staffAccounts,
} from '../../db/schema/index.ts';

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

type Subject = NonNullable<AuditEntry['subject']>;

/** The ids of one entity type among a page's entries (uuids only: other ids name no row). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function idsOf(rows: readonly { entityType: string; entityId: string | null }[], type: string) {
  return [
    ...new Set(
      rows.flatMap((row) =>
        row.entityType === type && row.entityId && UUID.test(row.entityId) ? [row.entityId] : [],
      ),
    ),
  ];
}

/**
 * What a page's entries are about and who acted, in words: one query per kind of thing, by
 * primary key, for at most a page of ids. Read as the shop is now, so an erased customer's
 * name is gone from the log too.
 */
async function subjectsOf(
  db: Db,
  rows: readonly { staffId: string | null; entityType: string; entityId: string | null }[],
) {
  const staffIds = [
    ...new Set([
      ...rows.flatMap((row) => (row.staffId ? [row.staffId] : [])),
      ...idsOf(rows, 'staff'),
    ]),
  ];
  const orderIds = idsOf(rows, 'order');
  const customerIds = idsOf(rows, 'customer');
  const productIds = idsOf(rows, 'product');
  const couponIds = idsOf(rows, 'coupon');
  const [staff, orderRows, customerRows, productRows, couponRows] = await Promise.all([
    staffIds.length
      ? db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, staffIds))
      : [],
    orderIds.length
      ? db
          .select({ id: orders.id, label: orders.orderNumber, customerName: customers.name })
          .from(orders)
          .leftJoin(customers, eq(customers.id, orders.customerId))
          .where(inArray(orders.id, orderIds))
      : [],
    customerIds.length
      ? db
          .select({ id: customers.id, label: customers.name })
          .from(customers)
          .where(inArray(customers.id, customerIds))
      : [],
    productIds.length
      ? db
          .select({ id: productTranslations.productId, label: productTranslations.name })
          .from(productTranslations)
          .where(
            and(
              inArray(productTranslations.productId, productIds),
              eq(productTranslations.locale, 'en'),
            ),
          )
      : [],
    couponIds.length
      ? db
          .select({ id: coupons.id, label: coupons.couponCode })
          .from(coupons)
          .where(inArray(coupons.id, couponIds))
      : [],
  ]);
  const names = new Map(staff.map((row) => [row.id, row.name]));
  const subjects = new Map<string, Subject>();
  for (const row of orderRows)
    subjects.set(`order:${row.id}`, { label: row.label, customerName: row.customerName || null });
  for (const [type, list] of [
    ['customer', customerRows],
    ['product', productRows],
    ['coupon', couponRows],
  ] as const)
    for (const row of list) if (row.label) subjects.set(`${type}:${row.id}`, { label: row.label });
  for (const [id, name] of names) subjects.set(`staff:${id}`, { label: name });
  return { names, subjects };
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
      const { names, subjects } = await subjectsOf(db, page);
      const entries: AuditEntry[] = page.map((row) => ({
        ...row,
        id: String(row.id),
        at: row.at.toISOString(),
        actorName: (row.staffId && names.get(row.staffId)) || null,
        subject: subjects.get(`${row.entityType}:${row.entityId}`) ?? null,
      }));
      return {
        entries,
        next: rows.length > query.limit ? String(page[page.length - 1]?.id) : null,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
