import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { serverRoleProblem } from '../src/db/roles.ts';
import { auditLog, customers } from '../src/db/schema/index.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { createAuditRepository } from '../src/modules/audit/audit.repository.ts';
import { runEntry } from './api-process.ts';
import { tempDirs } from './temp-dirs.ts';
import {
  asTestServerRole,
  createTestDatabase,
  ensureServerRole,
  TEST_SERVER_ROLE,
  type TestDatabase,
} from './test-database.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

// Roles exist on PostgreSQL only: the embedded database of demo mode has one, and migrates itself.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && serverUrl !== '';
const dataDir = tempDirs('aurelle-roles-');

/** Why the database refused a statement (drizzle wraps the driver's error). */
async function refusal(db: Db, statement: SQL): Promise<string> {
  try {
    await db.execute(statement);
  } catch (error) {
    const cause = (error as Error).cause;
    return cause instanceof Error ? cause.message : (error as Error).message;
  }
  return 'accepted';
}

describe.skipIf(!onPostgres)('the server’s database role (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('adds to the audit log and does its work, but cannot alter, empty or disarm it', async () => {
    const db = database.db;
    const result = await db.execute(sql`select current_user as role`);
    const [who] = (result as unknown as { rows: { role: string }[] }).rows;
    expect(who?.role).toBe(TEST_SERVER_ROLE);
    const actor = { staffId: null, email: 'owner@shop.example', ip: null, userAgent: null };
    await createAuditRepository(db).record(
      db,
      actor,
      { action: 'settings.updated', entityType: 'settings', entityId: 'roles' },
      new Date(),
    );
    expect(await db.select().from(auditLog)).toHaveLength(1);
    const [customer] = await db.insert(customers).values({ name: 'Role test' }).returning();
    await db.update(customers).set({ name: 'Role test 2' });
    await db.delete(customers);
    expect(customer?.name).toBe('Role test');

    const owner = /must be owner/;
    const denied = /permission denied/;
    for (const [statement, why] of [
      [sql`alter table audit_log disable trigger audit_log_no_update_or_delete`, owner],
      [sql`alter table audit_log disable trigger all`, owner],
      [sql`delete from audit_log`, denied],
      [sql`update audit_log set action = 'x'`, denied],
      [sql`truncate audit_log`, denied],
      [sql`alter table orders add column sneaky integer`, owner],
      [sql`drop table orders`, owner],
      [sql`drop function audit_log_append_only() cascade`, owner],
      [sql`create table sneaky (id integer)`, denied],
    ] as const)
      expect(await refusal(db, statement)).toMatch(why);
    expect(await db.select().from(auditLog)).toHaveLength(1);
    expect(await serverRoleProblem(db)).toBeNull();

    // The tables' owner (the only role before) can do exactly that: shown, then rolled back.
    const rolledBack = new Error('rolled back');
    await expect(
      database.owner.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update_or_delete`);
        await tx.execute(sql`delete from audit_log`);
        expect(await tx.select().from(auditLog)).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it('is refused for production when it owns a table, may change the log, or is behind', async () => {
    expect(await serverRoleProblem(database.owner)).toMatch(
      /^the role "postgres" of DATABASE_URL is a superuser, so it owns .+: in production the server runs as a role that owns no table/,
    );

    await database.owner.execute(
      sql`grant delete on audit_log to ${sql.identifier(TEST_SERVER_ROLE)}`,
    );
    expect(await serverRoleProblem(database.db)).toMatch(/may change or empty the audit log/);
    await database.owner.execute(
      sql`revoke delete on audit_log from ${sql.identifier(TEST_SERVER_ROLE)}`,
    );

    // The code one migration ahead of the database.
    const ahead = join(dataDir(), 'drizzle');
    cpSync(MIGRATIONS_DIR, ahead, { recursive: true });
    const journal = JSON.parse(readFileSync(join(ahead, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    journal.entries.push({
      ...(last ?? { idx: 0, when: 0, tag: '' }),
      idx: (last?.idx ?? 0) + 1,
      when: Date.now() + 86_400_000,
      tag: '9999_next',
    });
    writeFileSync(join(ahead, 'meta', '_journal.json'), JSON.stringify(journal));
    writeFileSync(join(ahead, '9999_next.sql'), 'select 1;');
    expect(await serverRoleProblem(database.db, ahead)).toMatch(
      /^the database is not migrated to this version: run `npm run migrate`/,
    );
  });
});

describe.skipIf(!onPostgres)(
  'a production deploy: migrations as the owner, the server apart',
  () => {
    let throwaway: Awaited<ReturnType<typeof createThrowawayPostgres>>;
    beforeAll(async () => {
      await ensureServerRole(serverUrl);
      throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_deploy');
    });
    afterAll(() => throwaway?.drop());

    const production = (databaseUrl: string, more: Record<string, string> = {}) => ({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir(),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
      STOREFRONT_API_KEY: 'roles-test-storefront-key',
      PUBLIC_URL: 'https://shop.example.com',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'Aurelle <hello@shop.example.com>',
      RAZORPAY_KEY_ID: 'rzp_test_roles',
      RAZORPAY_KEY_SECRET: 'roles-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'roles-webhook-secret',
      ...more,
    });
    const lines = (text: string) => text.trim().split('\n').filter(Boolean);

    it('starts only once migrated, and only as a role that owns no table', async () => {
      const owner = throwaway.url;
      const server = asTestServerRole(throwaway.url);

      const early = await runEntry('server.ts', production(server)).exited;
      expect(early.code).toBe(78);
      expect(lines(early.stderr)).toEqual([
        'Cannot start on the database at DATABASE_URL: the database is not migrated to this ' +
          'version: run `npm run migrate` with MIGRATION_DATABASE_URL (the tables’ owner) first ' +
          '(docs/operations.md)',
      ]);

      const same = await runEntry('migrate-cli.ts', {
        MIGRATION_DATABASE_URL: owner,
        DATABASE_URL: owner,
      }).exited;
      expect(same.code).toBe(78);
      expect(same.stderr).toContain('must sign in as different users');

      const migrated = await runEntry('migrate-cli.ts', {
        MIGRATION_DATABASE_URL: owner,
        DATABASE_URL: server,
      }).exited;
      expect(migrated.stderr).toBe('');
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain(`The server's role "${TEST_SERVER_ROLE}"`);

      const asOwner = await runEntry('server.ts', production(owner)).exited;
      expect(asOwner.code).toBe(78);
      expect(lines(asOwner.stderr)).toHaveLength(1);
      expect(asOwner.stderr).toMatch(
        /^Cannot start on the database at DATABASE_URL: the role "postgres" of DATABASE_URL is a superuser, so it owns /,
      );

      const holdingBoth = await runEntry(
        'server.ts',
        production(server, { MIGRATION_DATABASE_URL: owner }),
      ).exited;
      expect(holdingBoth.code).toBe(78);
      expect(holdingBoth.stderr).toContain(
        'MIGRATION_DATABASE_URL must not be set for the server in production',
      );

      const started = runEntry('server.ts', production(server));
      const url = await started.ready;
      expect((await fetch(`${url}/api/ready`)).status).toBe(200);
      started.child.kill('SIGTERM');
      expect((await started.exited).code).toBe(0);

      // Run again (the next deploy), it changes nothing and the server still starts.
      const again = await runEntry('migrate-cli.ts', {
        MIGRATION_DATABASE_URL: owner,
        DATABASE_URL: server,
      }).exited;
      expect(again.code).toBe(0);
    }, 120_000);
  },
);
