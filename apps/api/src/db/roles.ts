import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Db } from './client.ts';

/**
 * The two database roles of a production shop (docs/decisions/0078): the migrations run as the
 * role that owns the tables; the server runs as another that owns none, so even a server that is
 * taken over cannot alter a table, disable a trigger, or change or empty the audit log.
 */

/** The one table the server may only add to and read. */
const APPEND_ONLY = 'audit_log';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/**
 * Gives the server's role what it needs, and no more, on every table the migrations made and
 * will make: read and write everywhere but the audit log (read and add only), the sequences, the
 * functions the triggers call, and reading which migrations ran. Run by the owner after each
 * migration; every statement is idempotent.
 */
export async function grantServerRole(db: Db, role: string): Promise<void> {
  const server = sql.identifier(role);
  await db.transaction(async (tx) => {
    for (const statement of [
      sql`grant usage on schema public to ${server}`,
      sql`grant select, insert, update, delete on all tables in schema public to ${server}`,
      sql`revoke update, delete, truncate, references, trigger on ${sql.identifier(APPEND_ONLY)} from ${server}`,
      sql`grant usage on all sequences in schema public to ${server}`,
      sql`grant execute on all functions in schema public to ${server}`,
      // Tables, sequences and functions a later migration makes get the same, before this runs again.
      sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${server}`,
      sql`alter default privileges in schema public grant usage on sequences to ${server}`,
      sql`alter default privileges in schema public grant execute on functions to ${server}`,
      sql`grant usage on schema drizzle to ${server}`,
      sql`grant select on all tables in schema drizzle to ${server}`,
    ])
      await tx.execute(statement);
  });
}

/** The user a PostgreSQL URL signs in as. */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * Why the server must not run on this connection in production, or null: the role owns a table
 * (or may act as a role that does), or the schema is behind the code's migrations, or the role
 * could change or empty the audit log.
 */
export async function serverRoleProblem(
  db: Db,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<string | null> {
  const [who] = await rowsOf<{ role: string; superuser: boolean }>(
    db.execute(
      sql`select current_user as role, rolsuper as superuser from pg_roles where rolname = current_user`,
    ),
  );
  const role = who?.role ?? '?';
  const owned = await rowsOf<{ name: string }>(
    db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')
         and pg_has_role(current_user, c.relowner, 'MEMBER')
       order by c.relname`),
  );
  if (owned.length > 0) {
    const names = owned.slice(0, 3).map((row) => row.name);
    const more = owned.length > names.length ? `, … ${owned.length} in all` : '';
    return (
      // A superuser counts as a member of every role, so it "owns" every table: say which it is.
      `the role "${role}" of DATABASE_URL ${who?.superuser ? 'is a superuser, so it owns' : 'owns'} ` +
      `${names.join(', ')}${more}: in production the ` +
      'server runs as a role that owns no table, and the migrations run apart as the owner ' +
      '(npm run migrate with MIGRATION_DATABASE_URL; docs/operations.md)'
    );
  }
  const behind = await schemaBehind(db, migrationsFolder);
  if (behind) return behind;
  const [audit] = await rowsOf<{ change: boolean }>(
    db.execute(sql`
      select has_table_privilege(current_user, ${APPEND_ONLY}, 'UPDATE, DELETE, TRUNCATE, TRIGGER')
        as change`),
  );
  if (audit?.change)
    return (
      `the role "${role}" of DATABASE_URL may change or empty the audit log: grant it only ` +
      'SELECT and INSERT there (npm run migrate does; docs/operations.md)'
    );
  return null;
}

/** Whether every migration the code has has run; else what to do about it. */
export async function schemaBehind(
  db: Db,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<string | null> {
  const last = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const [readable] = await rowsOf<{ ok: boolean }>(
    db.execute(sql`
      select to_regclass('drizzle.__drizzle_migrations') is not null
         and has_table_privilege(current_user, 'drizzle.__drizzle_migrations', 'SELECT') as ok`),
  );
  const [applied] = readable?.ok
    ? await rowsOf<{ at: string | null }>(
        db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
      )
    : [];
  if (Number(applied?.at ?? 0) >= last) return null;
  return (
    'the database is not migrated to this version: run `npm run migrate` with ' +
    'MIGRATION_DATABASE_URL (the tables’ owner) first (docs/operations.md)'
  );
}
