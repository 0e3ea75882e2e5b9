import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createDatabase, type Database, type DatabaseTarget } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * The committed migrations, copied to a folder from `dirs`, up to and not including the one whose
 * tag ends with `tagEnd` (a test of that migration starts from the shop's database before it).
 */
export function migrationsBefore(dirs: () => string, tagEnd: string): string {
  const folder = join(dirs(), 'drizzle');
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const file = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  expect(at).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * A shop's database from before the migration tagged `…tagEnd`, migrated that far, for the test
 * to fill and then upgrade as a start does (`createDatabase(target)`, then `migrate()`). On a
 * PostgreSQL run it is a throwaway database named after `name`, which `drop` removes; else
 * PGlite in a folder from `dirs`.
 */
export async function databaseBefore(
  dirs: () => string,
  name: string,
  tagEnd: string,
): Promise<{ before: Database; target: DatabaseTarget; drop?: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let target: DatabaseTarget;
  let drop: (() => Promise<void>) | undefined;
  if (process.env.TEST_DB_KIND === 'postgres' && serverUrl) {
    const throwaway = await createThrowawayPostgres(serverUrl, name);
    target = { kind: 'postgres', url: throwaway.url, poolSize: 2 };
    drop = throwaway.drop;
  } else target = { kind: 'pglite', dataDir: join(dirs(), 'pglite') };
  try {
    const before = await createDatabase(target, migrationsBefore(dirs, tagEnd));
    await before.migrate().catch(async (error: unknown) => {
      await before.close();
      throw error;
    });
    return { before, target, drop };
  } catch (error) {
    await drop?.();
    throw error;
  }
}
