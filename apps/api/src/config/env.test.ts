import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/temp-dirs.ts';
import { ConfigError, DEMO_STOREFRONT_API_KEY, loadEnv, loadMigrationEnv } from './env.ts';

const dataDir = tempDirs('aurelle-env-');
const OPERATIONS_MD = resolve(import.meta.dirname, '../../../../docs/operations.md');

/** `NAME=value` in a shell block: the value quoted, a `$(…)`, or a word. */
const ASSIGNMENT = /\b([A-Z][A-Z0-9_]*)=("[^"]*"|'[^']*'|\$\([^)]*\)|[^\s\\]+)/g;

/** A documented value as the shell makes it; `…` stands for what the owner fills in. */
function shellValue(text: string): string {
  const generated = /^\$\(openssl rand -hex (\d+)\)$/.exec(text);
  if (generated) return randomBytes(Number(generated[1])).toString('hex');
  return text.replace(/^(["'])(.*)\1$/, '$2').replaceAll('…', 'filled-in-by-the-owner');
}

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv({ DATA_DIR: dataDir(), ...source });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadEnv', () => {
  it('gives the demo defaults: 127.0.0.1:8080, PGlite, the Aurelle brand, seeding on', () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      BRAND_NAME: 'Aurelle',
      BRAND_SLUG: 'aurelle',
      isProduction: false,
      SEED_DEMO: true,
      PUBLIC_URL: 'http://127.0.0.1:8080',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.locationUpstream).toBeUndefined();
  });

  it('calls a location service only with its key, which it never shares with the storefront', () => {
    expect(problemsOf({ LOCATION_API_URL: 'https://locations.example.com/v1' })).toEqual([
      'LOCATION_API_KEY is required when LOCATION_API_URL is set',
    ]);
    const env = loadEnv({
      DATA_DIR: dataDir(),
      LOCATION_API_URL: 'https://locations.example.com/v1/',
      LOCATION_API_KEY: 'location-service-key',
    });
    expect(env.locationUpstream).toEqual({
      url: 'https://locations.example.com/v1',
      key: 'location-service-key',
      timeoutMs: 3000,
    });
    expect(problemsOf({ LOCATION_API_TIMEOUT_MS: '5' })[0]).toMatch(
      /^LOCATION_API_TIMEOUT_MS must be a whole number of milliseconds/,
    );
  });

  it('names PORT and the bad value when PORT is not a port number', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT must be a whole number/);
  });

  it('takes the first owner from OWNER_EMAIL and OWNER_PASSWORD together, never one alone', () => {
    expect(problemsOf({ OWNER_EMAIL: 'founder@maison.in' })).toEqual([
      'OWNER_EMAIL and OWNER_PASSWORD are set together, or neither',
    ]);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/shop' })[0]).toMatch(
      /^DATABASE_URL must be a URL like postgres:\/\//,
    );
  });

  it('names a secret and its rule but never repeats its value', () => {
    const secrets = {
      DATABASE_URL: 'mysql://aurelle:db-Pa55word@db.internal/shop',
      SMTP_URL: 'http://shop:smtp-Pa55word@mail.example.com',
      JWT_SECRET: 'short-jwt-Pa55word',
      STOREFRONT_API_KEY: 'k-Pa55',
      LOCATION_API_KEY: 'l-Pa55',
      LOCATION_API_URL: 'locations?key=loc-Pa55word',
      MSG91_AUTH_KEY: 'm-Pa55',
      RAZORPAY_KEY_ID: 'r-Pa55',
      RAZORPAY_KEY_SECRET: 's-Pa55',
      RAZORPAY_WEBHOOK_SECRET: 'w-Pa55',
      RAZORPAY_API_URL: 'api.razorpay.com?key=rzp-Pa55word',
      OWNER_PASSWORD: 'o-Pa55',
      ADMIN_ENCRYPTION_KEY: 'a-Pa55word-but-not-32-bytes',
    };
    const problems = problemsOf(secrets);
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(
      Object.keys(secrets).sort(),
    );
    expect(problems).toContain('JWT_SECRET must be at least 32 characters');
    expect(problems.find((problem) => problem.startsWith('DATABASE_URL'))).toBe(
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
    );
    for (const problem of problems) expect(problem).not.toMatch(/Pa55|got/);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: '-1', BRAND_SLUG: 'Not A Slug' })).toHaveLength(2);
  });

  it('refuses demo secrets and a missing database in production', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      STOREFRONT_API_KEY: DEMO_STOREFRONT_API_KEY,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL is required in production',
        'JWT_SECRET is required in production',
        'STOREFRONT_API_KEY must not be the demo value in production',
        'SMTP_URL is required in production',
        'MAIL_FROM is required in production',
      ]),
    );
  });

  it('takes TRUST_PROXY as false, a hop count or the proxies’ addresses, never true in production', () => {
    const trust = (value: string) =>
      loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadEnv({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe(false);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'nginx.internal', '127.0.0.1,'])
      expect(problemsOf({ TRUST_PROXY: bad })[0]).toMatch(
        /^TRUST_PROXY must be false, a number of proxies in front such as 1, or their addresses/,
      );
    // A demo behind nothing may believe any header; production never.
    expect(trust('true')).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toContain(
      "TRUST_PROXY=true believes any client's X-Forwarded-For; set the number of proxies in front (1 behind one nginx) or their addresses (such as 127.0.0.1,10.0.0.0/8)",
    );
    expect(problemsOf({ NODE_ENV: 'production', TRUST_PROXY: '1' }).join()).not.toContain(
      'TRUST_PROXY',
    );
  });

  it('keeps the tables’ owner from the production server: MIGRATION_DATABASE_URL is for migrating', () => {
    const owner = 'postgres://aurelle_owner:owner-Pa55@db.internal/aurelle';
    const problems = problemsOf({ NODE_ENV: 'production', MIGRATION_DATABASE_URL: owner });
    expect(problems).toContain(
      'MIGRATION_DATABASE_URL must not be set for the server in production (it is for npm run migrate only)',
    );
    expect(problems.join(' ')).not.toContain('owner-Pa55');
    // Demo mode and development have one role and migrate themselves: it is ignored there.
    expect(problemsOf({ MIGRATION_DATABASE_URL: owner })).toEqual([]);
  });

  it('migrates with the owner’s URL and grants to the server’s user, two different users', () => {
    const owner = 'postgres://aurelle_owner:secret@db.internal/aurelle';
    const server = 'postgres://aurelle_app:secret@db.internal/aurelle';
    expect(loadMigrationEnv({ MIGRATION_DATABASE_URL: owner, DATABASE_URL: server })).toEqual({
      migrationUrl: owner,
      serverUrl: server,
    });
    const problems = (source: NodeJS.ProcessEnv) => {
      try {
        loadMigrationEnv(source);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems({})).toEqual([
      'MIGRATION_DATABASE_URL is required to migrate',
      'DATABASE_URL is required to migrate',
    ]);
    expect(problems({ MIGRATION_DATABASE_URL: owner, DATABASE_URL: owner })).toEqual([
      'MIGRATION_DATABASE_URL and DATABASE_URL must sign in as different users (the owner, and the server)',
    ]);
    expect(problems({ MIGRATION_DATABASE_URL: 'mysql://x@y/z', DATABASE_URL: server })).toEqual([
      'MIGRATION_DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
    ]);
  });

  it('accepts the production settings docs/operations.md starts the shop with', () => {
    const blocks = [...readFileSync(OPERATIONS_MD, 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)];
    const block = blocks.map((match) => match[1] ?? '').find((b) => b.includes('NODE_ENV='));
    const documented = Object.fromEntries(
      [...(block ?? '').matchAll(ASSIGNMENT)].map(([, name = '', value = '']) => [
        name,
        shellValue(value),
      ]),
    );
    expect(documented.NODE_ENV).toBe('production');
    const env = loadEnv({ ...documented, DATA_DIR: dataDir() });
    expect(env).toMatchObject({ isProduction: true, SEED_DEMO: false });
    expect(env.payment.provider).toBe('razorpay');
  });

  it('sends e-mail by SMTP when SMTP_URL is set, else into DATA_DIR/outbox', () => {
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Aurelle <no-reply@aurelle.example>',
      outboxDir: join(dir, 'outbox'),
    });
    const env = loadEnv({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'Aurelle <hello@aurelle.in>',
    });
    expect(env.mail.smtpUrl).toBe('smtps://shop:secret@mail.example.com:465');
    expect(env.mail.from).toBe('Aurelle <hello@aurelle.in>');
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com' })[0]).toMatch(
      /^SMTP_URL must be a URL like smtp:\/\//,
    );
    expect(problemsOf({ MAIL_FROM: 'Aurelle' })[0]).toMatch(/^MAIL_FROM must be an address/);
  });

  it('sends codes by SMS through MSG91 only with its key and DLT template', () => {
    expect(problemsOf({ SMS_PROVIDER: 'msg91' })).toEqual([
      'MSG91_AUTH_KEY is required when SMS_PROVIDER is msg91',
      'MSG91_TEMPLATE_ID is required when SMS_PROVIDER is msg91',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'carrier-pigeon' })[0]).toMatch(
      /^SMS_PROVIDER must be msg91/,
    );
    const env = loadEnv({
      DATA_DIR: dataDir(),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-auth-key',
      MSG91_TEMPLATE_ID: 'template-1',
    });
    expect(env.sms).toEqual({
      provider: 'msg91',
      baseUrl: 'https://control.msg91.com',
      authKey: 'msg91-auth-key',
      templateId: 'template-1',
    });
    expect(loadEnv({ DATA_DIR: dataDir() }).sms).toBeUndefined();
  });

  it('keeps a generated demo JWT secret in DATA_DIR so tokens survive a restart', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.JWT_SECRET).toHaveLength(64);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwt).toBe(first.JWT_SECRET);
  });

  it('requires a 32-byte ADMIN_ENCRYPTION_KEY in production, naming it and never its value', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      JWT_SECRET: 'j'.repeat(40),
      STOREFRONT_API_KEY: 'storefront-key',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: 'smtp://127.0.0.1:25',
      MAIL_FROM: 'shop@shop.example',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_id',
      RAZORPAY_KEY_SECRET: 'rzp-secret',
      RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook',
    };
    expect(problemsOf(production)).toEqual([
      'ADMIN_ENCRYPTION_KEY is required in production (32 random bytes: openssl rand -base64 32)',
    ]);
    const short = randomBytes(16).toString('base64');
    const [problem] = problemsOf({ ...production, ADMIN_ENCRYPTION_KEY: short });
    expect(problem).toBe(
      'ADMIN_ENCRYPTION_KEY must be 32 random bytes written as 64 hex digits or in base64 (openssl rand -base64 32)',
    );
    expect(problem).not.toContain(short);
    const key = randomBytes(32);
    for (const written of [key.toString('hex'), key.toString('base64'), key.toString('base64url')])
      expect(
        loadEnv({ ...production, DATA_DIR: dataDir(), ADMIN_ENCRYPTION_KEY: written })
          .encryptionKeys,
      ).toEqual({ current: key, previous: undefined });
    expect(
      problemsOf({
        ...production,
        ADMIN_ENCRYPTION_KEY: key.toString('hex'),
        ADMIN_ENCRYPTION_KEY_PREVIOUS: key.toString('base64'),
      }),
    ).toEqual(['ADMIN_ENCRYPTION_KEY_PREVIOUS must differ from ADMIN_ENCRYPTION_KEY']);
  });

  it('generates the demo encryption key once and keeps it in DATA_DIR/secrets.json', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).encryptionKeys.current;
    expect(first).toHaveLength(32);
    expect(loadEnv({ DATA_DIR: dir }).encryptionKeys.current).toEqual(first);
    const kept = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(kept['admin-encryption-key']).toBe(first.toString('hex'));
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });
});
