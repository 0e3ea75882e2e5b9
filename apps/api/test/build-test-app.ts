import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadEnv, type Env } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import type { Mail, Mailer } from '../src/lib/mail.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_API_KEY = 'test-storefront-key';

export type TestApp = {
  app: App;
  env: Env;
  database: Database;
  db: Database['db'];
  /** Headers every storefront call carries (ARCHITECTURE.md). */
  headers: Record<string, string>;
  close(): Promise<void>;
};

/**
 * Builds the real app on a fresh migrated database; the caller closes it in afterAll. Given
 * `shared` (another test app's database), it is a second instance on that database, as behind
 * a load balancer; closing it leaves the database to its owner.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  shared?: Database,
  options: { mailer?: Mailer } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STOREFRONT_API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-web-build'),
    ...overrides,
  });
  const database = shared ?? (await createTestDatabase());
  const app = await buildApp({ env, database, logger: false, mailer: options.mailer });
  await app.ready();
  return {
    app,
    env,
    database,
    db: database.db,
    headers: { 'x-api-key': TEST_API_KEY },
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A mailer that keeps what it is given (what a caller of the SMTP transport would see). */
export function keptMail(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
