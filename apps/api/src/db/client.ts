import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /** Cheap round trip, for /api/ready. */
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball, which `from` starts another database from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means in memory (tests); `from` is a data directory dumped by PGlite
   * (`dumpDataDir`) to start from, instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

/**
 * PostgreSQL's stock buffers (128 MB shared) live in PGlite's WebAssembly memory, which never
 * shrinks: most of a demo shop's resident memory. A shop of this size reads its data from the OS's
 * file cache just as fast (docs/decisions/0019).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

export async function createDatabase(
  target: DatabaseTarget,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A database that cannot be reached fails the request in 5 s (503), never hangs it.
      connectionTimeoutMillis: 5000,
    });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    ...(target.from ? { loadDataDir: target.from } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * Runs Drizzle queries (built, not yet sent) one after another and answers their rows in order:
 * inside a transaction, whose one connection takes one query at a time.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
