import { join } from 'node:path';
import type { Env } from '../config/env.ts';
import { createDatabase, type Database } from './client.ts';
import { serverRoleProblem } from './roles.ts';

/** Opens the database the environment names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export function openDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? createDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : createDatabase({ kind: 'pglite', dataDir: join(env.dataDir, 'pglite') });
}

/** The database cannot serve this process as it is; the message says why and what to do. */
export class DatabaseNotReady extends Error {
  override name = 'DatabaseNotReady';
}

/**
 * Makes an opened database ready for the server, the seed or the staff shell. The embedded
 * database, and PostgreSQL outside production, have one role: the process migrates them itself.
 * In production the migrations run apart as the tables' owner (`npm run migrate`), so the server
 * only checks that they ran and that its own role cannot alter a table or the audit log.
 */
export async function readyDatabase(env: Env, database: Database): Promise<void> {
  if (database.kind === 'pglite' || !env.isProduction) return database.migrate();
  const problem = await serverRoleProblem(database.db);
  if (problem) throw new DatabaseNotReady(problem);
}
