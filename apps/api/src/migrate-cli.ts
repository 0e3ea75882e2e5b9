import { sql } from 'drizzle-orm';
import { loadMigrationEnvOrExit } from './config/env.ts';
import { createDatabase } from './db/client.ts';
import { grantServerRole, roleOf, serverRoleProblem } from './db/roles.ts';

/**
 * `npm run migrate`: runs the committed migrations as the tables' owner (MIGRATION_DATABASE_URL),
 * grants the server's role (DATABASE_URL's user) what it needs and no more, then signs in as the
 * server to check that it may start. A production deploy runs it before starting the servers,
 * which never hold the owner's password (docs/decisions/0078).
 */
async function main(): Promise<void> {
  const { migrationUrl, serverUrl } = loadMigrationEnvOrExit();
  const serverRole = roleOf(serverUrl);
  const owner = await createDatabase({ kind: 'postgres', url: migrationUrl, poolSize: 1 });
  try {
    const found = await owner.db.execute(sql`select 1 from pg_roles where rolname = ${serverRole}`);
    if ((found as unknown as { rows: unknown[] }).rows.length === 0)
      throw new Error(
        `The server's role "${serverRole}" (DATABASE_URL's user) does not exist: create it first ` +
          '(docs/operations.md).',
      );
    await owner.migrate();
    await grantServerRole(owner.db, serverRole);
  } finally {
    await owner.close();
  }
  const server = await createDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  try {
    const problem = await serverRoleProblem(server.db);
    if (problem) throw new Error(`Migrated, but the server cannot start: ${problem}.`);
  } finally {
    await server.close();
  }
  console.log(
    `Migrated. The server's role "${serverRole}" reads and writes the shop's data, only adds to ` +
      'the audit log, and owns no table.',
  );
}

main().catch((error: unknown) => {
  // Drizzle wraps driver errors ("Failed query: …"); the cause says what really went wrong.
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(root instanceof Error ? root.message.split('\n')[0] : String(root));
  process.exit(1);
});
