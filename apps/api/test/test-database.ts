import { createDatabase, type Database } from '../src/db/client.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server at TEST_DATABASE_URL when TEST_DB_KIND=postgres.
 * `close()` drops what it created.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    const database = await createDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }
  const throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_test');
  const database = await createDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}
