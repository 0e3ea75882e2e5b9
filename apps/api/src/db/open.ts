import { join } from 'node:path';
import type { Env } from '../config/env.ts';
import { createDatabase, type Database } from './client.ts';

/** Opens the database the environment names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export function openDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? createDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : createDatabase({ kind: 'pglite', dataDir: join(env.dataDir, 'pglite') });
}
