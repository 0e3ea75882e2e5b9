import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createDatabase, type Database, type Schema } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { tempDirs } from './temp-dirs.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';
import { migrationsBefore } from './upgrade-database.ts';

const dataDir = tempDirs('aurelle-audit-migration-');
const MIGRATION = '0022_audit_log_without_typed_text';

/** An empty database of this test's kind, as its owner (who runs migrations). */
async function emptyDatabase(folder: string): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    const database = await createDatabase({ kind: 'pglite' }, folder);
    return { ...database, drop: () => database.close() };
  }
  const throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_audit_migration');
  const database = await createDatabase({ kind: 'postgres', url: throwaway.url }, folder);
  return {
    ...database,
    async drop() {
      await database.close();
      await throwaway.drop();
    },
  };
}

let database: (Database & { drop(): Promise<void> }) | undefined;
afterAll(() => database?.drop());

describe(`migration ${MIGRATION}`, () => {
  it('keeps of each note and reason the log quoted only its length, and the log append-only', async () => {
    database = await emptyDatabase(migrationsBefore(dataDir, MIGRATION));
    await database.migrate();
    const row = (
      action: string,
      changes: Record<string, { before?: unknown; after?: unknown }>,
    ) => ({
      at: new Date(),
      action,
      entityType: 'order',
      entityId: '00000000-0000-4000-8000-000000000001',
      staffId: null,
      actor: 'manager@shop.example',
      changes,
    });
    // As the log was written before: the words themselves.
    await database.db.insert(auditLog).values([
      row('order.note-added', { note: { after: 'Ring Asha on 98450 12345' } }),
      row('order.cancelled', {
        status: { before: 'Placed', after: 'Cancelled' },
        reason: { after: 'Asha asked' },
      }),
      row('order.refunded', {
        refund: { after: { amount: 10_000, method: 'cash' } },
        reason: { after: 'Asha’s ring' },
      }),
      row('stock.adjusted', {
        stock: { before: 3, after: 2 },
        reason: { after: 'damaged' },
        note: { after: 'Dropped by Asha' },
      }),
      row('order.delivered', {
        status: { before: 'Shipped', after: 'Delivered' },
        cashCollected: { after: 90_000 },
        cashShortReason: { after: 'Asha paid the rest by UPI' },
      }),
      row('settings.updated', { notifyEmail: { before: null, after: 'asha@shop.example' } }),
    ]);

    // The rest, as the next start or deploy runs them.
    await (database.kind === 'pglite'
      ? migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR })
      : migratePg(database.db as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR }));
    const changes = (
      await database.db
        .select({ changes: auditLog.changes })
        .from(auditLog)
        .orderBy(asc(auditLog.id))
    ).map((r) => r.changes);
    expect(changes).toEqual([
      { note: { after: '[24 characters]' } },
      { status: { before: 'Placed', after: 'Cancelled' }, reason: { after: '[10 characters]' } },
      {
        refund: { after: { amount: 10_000, method: 'cash' } },
        reason: { after: '[11 characters]' },
      },
      // A stock reason is one of the ledger's words, not staff's own: it stays.
      {
        stock: { before: 3, after: 2 },
        reason: { after: 'damaged' },
        note: { after: '[15 characters]' },
      },
      {
        status: { before: 'Shipped', after: 'Delivered' },
        cashCollected: { after: 90_000 },
        cashShortReason: { after: '[25 characters]' },
      },
      // What is not typed text is as it was.
      { notifyEmail: { before: null, after: 'asha@shop.example' } },
    ]);
    // The log refuses changes again.
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
  });
});
