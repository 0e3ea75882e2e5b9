import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database, type Db } from '../src/db/client.ts';
import { grantServerRole } from '../src/db/roles.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

/** The role the tests' server connections sign in as on PostgreSQL, as production's server does. */
export const TEST_SERVER_ROLE = 'aurelle_test_server';
const TEST_SERVER_PASSWORD = 'aurelle-test-server';

export type TestDatabase = Database & {
  /**
   * The tables' owner, who ran the migrations: for what the server's role may not do. On PGlite
   * (one role) the same connection as `db`.
   */
  owner: Db;
};

/**
 * Creates the tests' server role once on the PostgreSQL server (LOGIN, nothing else); test files
 * starting at once may race to create it, so a "already exists" from another is fine.
 */
export async function ensureServerRole(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = async () =>
      (await client.query('select 1 from pg_roles where rolname = $1', [TEST_SERVER_ROLE]))
        .rowCount === 1;
    if (await exists()) return;
    try {
      await client.query(
        `create role ${TEST_SERVER_ROLE} login password '${TEST_SERVER_PASSWORD}'`,
      );
    } catch (error) {
      if (!(await exists())) throw error;
    }
  } finally {
    await client.end();
  }
}

/** The URL `url` with the tests' server role as its user. */
export function asTestServerRole(url: string): string {
  const server = new URL(url);
  server.username = TEST_SERVER_ROLE;
  server.password = TEST_SERVER_PASSWORD;
  return server.toString();
}

/** PGlite's package.json (its exports hide it from `resolve`): beside `dist`, which holds its entry. */
const PGLITE_PACKAGE = join(
  dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);
const CACHE_DIR = join(import.meta.dirname, '../../../node_modules/.cache/aurelle-test-db');

/**
 * A migrated PGlite data directory, made once per set of migrations and kept on disk: starting a
 * PGlite from it takes a fraction of a second, where an empty cluster plus the migrations takes
 * seconds, and every test file starts several databases.
 */
async function migratedPgliteDump(): Promise<Blob> {
  // A dump belongs to one PGlite version and one set of migrations.
  const hash = createHash('sha256').update(readFileSync(PGLITE_PACKAGE));
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path));
  }
  const file = join(CACHE_DIR, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await createDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('a PGlite database dumps its data directory');
  // Written aside and renamed: test files starting at once never read a half-written file.
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server at TEST_DATABASE_URL when TEST_DB_KIND=postgres, migrated by
 * that URL's user (the owner) and used as production's server uses it: through a role that owns
 * no table and may only add to the audit log (decision 0078). `close()` drops what it created.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    const database = await createDatabase({ kind: 'pglite', from: await migratedPgliteDump() });
    return { ...database, owner: database.db };
  }
  await ensureServerRole(serverUrl);
  const throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_test');
  const owner = await createDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 2 });
  await owner.migrate();
  await grantServerRole(owner.db, TEST_SERVER_ROLE);
  const database = await createDatabase({
    kind: 'postgres',
    url: asTestServerRole(throwaway.url),
    poolSize: 4,
  });
  return {
    ...database,
    owner: owner.db,
    async close() {
      await database.close();
      await owner.close();
      await throwaway.drop();
    },
  };
}
