import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';

export type BenchTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** One connection, with an optional query logger (EXPLAIN replays what the services sent). */
export async function openBenchDb(target: BenchTarget, logger?: Logger) {
  const options = { schema, casing: 'snake_case', ...(logger ? { logger } : {}) } as const;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite({ client, ...options }) as unknown as Db;
    return {
      db,
      raw: async (text: string, params: unknown[] = []) =>
        (await client.query<Record<string, unknown>>(text, params)).rows,
      close: () => client.close(),
    };
  }
  // One connection, queued: session settings hold and concurrent queries wait their turn.
  const client = new pg.Pool({ connectionString: target.url, max: 1 });
  const db = drizzlePg({ client, ...options }) as unknown as Db;
  return {
    db,
    raw: async (text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Record<string, unknown>[],
    close: () => client.end(),
  };
}
