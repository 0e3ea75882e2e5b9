import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import { loadEnv, type Env } from '../src/config/env.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { Mail, Mailer } from '../src/lib/mail.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_API_KEY = 'test-storefront-key';

/**
 * What production requires to start, with values that reach nothing: the database stays the test
 * one, nothing listens on port 1, and card payments (through Razorpay) go unused.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
  JWT_SECRET: 'p'.repeat(40),
  ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
  STOREFRONT_API_KEY: TEST_API_KEY,
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Aurelle <hello@aurelle.example>',
  RAZORPAY_KEY_ID: 'rzp_test_unused1',
  RAZORPAY_KEY_SECRET: 'unused-secret-123',
  RAZORPAY_WEBHOOK_SECRET: 'unused-webhook-123',
};

export type TestApp = {
  app: App;
  env: Env;
  database: TestDatabase;
  db: TestDatabase['db'];
  /** Headers every storefront call carries: the storefront key. */
  headers: Record<string, string>;
  /** A GET as the storefront sends it: the storefront key, then `headers`. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** A clock the test moves (test/clock.ts); the system clock by default. */
  clock?: Clock;
  /** Another test app's database, to run two API processes on one database; it is not closed here. */
  shareDatabaseOf?: TestApp;
  /** Where order e-mail goes; by default the env's (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** The server's log (off by default). */
  logger?: AppDeps['logger'];
  /** How old the cache counters may get before a re-read (0 by default: every request reads them). */
  versionRecheckMs?: number;
};

/** The settings of a test instance: demo keys, no log, no web build, data in `dataDir`. */
export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STOREFRONT_API_KEY: TEST_API_KEY,
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-web-build'),
    ...overrides,
  });
}

/** Builds the real app on a fresh migrated database; the caller closes it in afterAll. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-test-'));
  const env = testEnv(dataDir, {
    // Two instances of one shop share their secrets, as production instances share the environment.
    ...(options.shareDatabaseOf
      ? {
          JWT_SECRET: options.shareDatabaseOf.env.JWT_SECRET,
          ADMIN_ENCRYPTION_KEY: options.shareDatabaseOf.env.encryptionKeys.current.toString('hex'),
        }
      : {}),
    ...overrides,
  });
  const shared = options.shareDatabaseOf?.database;
  const database = shared ?? (await createTestDatabase());
  const app = await buildApp({
    env,
    database,
    logger: options.logger ?? false,
    clock: options.clock,
    mailer: options.mailer,
    versionRecheckMs: options.versionRecheckMs,
  });
  await app.ready();
  return {
    app,
    env,
    database,
    db: database.db,
    headers: { 'x-api-key': TEST_API_KEY },
    get: (url, headers = {}) =>
      app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_API_KEY, ...headers } }),
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds an app for one test, hands it to `use`, and closes it however `use` ends. */
export async function withTestApp<T>(
  overrides: Record<string, string>,
  use: (t: TestApp) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const t = await buildTestApp(overrides, options);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

/**
 * Two API instances on one database, as behind a load balancer: what one stores (codes, limits,
 * sessions) the other must see. Close `second` before `first`.
 */
export async function buildTwoTestApps(
  overrides: Record<string, string> = {},
  options: Omit<TestAppOptions, 'shareDatabaseOf'> = {},
) {
  const first = await buildTestApp(overrides, options);
  const second = await buildTestApp(overrides, { ...options, shareDatabaseOf: first });
  return { first, second };
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
