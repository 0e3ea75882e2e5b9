import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_STATIC_DIR } from '../paths.ts';

export const DEMO_STOREFRONT_API_KEY = 'aurelle-demo-storefront-key';

/** A URL with a host and one of `protocols`; the message shows what one looks like. */
const urlWith = (protocols: readonly string[], like: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, `must be a URL like ${like}`);

const postgresUrl = urlWith(
  ['postgres:', 'postgresql:'],
  'postgres://user:password@host:5432/database',
);
const smtpUrl = urlWith(
  ['smtp:', 'smtps:'],
  'smtp://user:password@host:587 or smtps://user:password@host:465',
);

/** `hello@shop.in` or `Aurelle <hello@shop.in>`. */
const mailFrom = z
  .string()
  .regex(
    /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    'must be an address such as "Aurelle <hello@aurelle.in>"',
  );

const KEY_RULE =
  'must be 32 random bytes written as 64 hex digits or in base64 (openssl rand -base64 32)';

/** A 256-bit key: 64 hex digits, or base64 (with or without its padding, or base64url). */
const encryptionKey = z.string().transform((value, context) => {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : undefined;
  if (key?.length === 32) return key;
  context.addIssue({ code: 'custom', message: KEY_RULE });
  return z.NEVER;
});

const DURATION = /^(\d+)(ms|s|m|h)?$/;
const DURATION_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `30m`, `90s`, `1h`, `500ms`, or plain seconds; from 1 s to 7 days. */
const duration = z
  .string()
  .regex(DURATION, 'must be a duration such as 30m, 90s or 1h')
  .transform((value) => {
    const [, amount = '0', unit = 's'] = DURATION.exec(value) ?? [];
    return Number(amount) * DURATION_MS[unit as keyof typeof DURATION_MS];
  })
  .refine((ms) => ms >= 1000 && ms <= 7 * 86_400_000, 'must be from 1s to 7 days');

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts too. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8` or one of proxy-addr's range names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which `X-Forwarded-*` to believe (Fastify's `trustProxy`): `false`; a hop count (`1` behind one
 * proxy: the address it put in the header); the proxies' addresses or ranges, comma-separated;
 * or `true`, anyone's header, refused in production.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value) && Number(value) <= 10)
    return Number(value) === 0 ? false : Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.every(isProxyAddress)) return addresses;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxies in front such as 1, or their addresses such as 127.0.0.1,10.0.0.0/8',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  MIGRATION_DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BRAND_NAME: z.string().min(1).default('Aurelle'),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')
    .default('aurelle'),
  PUBLIC_URL: z.url('must be an absolute URL such as https://shop.example.com').optional(),
  STOREFRONT_API_KEY: z
    .string()
    .min(8, 'must be at least 8 characters')
    .default(DEMO_STOREFRONT_API_KEY),
  LOCATION_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  LOCATION_API_URL: z.url('must be an absolute URL').optional(),
  LOCATION_API_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
    .int('must be a whole number of milliseconds from 100 to 60000')
    .min(100, 'must be a whole number of milliseconds from 100 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
    .default(3000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  SMS_PROVIDER: z
    .enum(['msg91'], 'must be msg91, or unset to send codes by e-mail only')
    .optional(),
  MSG91_AUTH_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url('must be an absolute URL').default('https://control.msg91.com'),
  ORDER_PAYMENT_TIMEOUT: duration.default(30 * 60_000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay'], 'must be sandbox or razorpay').optional(),
  RAZORPAY_KEY_ID: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_API_URL: z.url('must be an absolute URL').default('https://api.razorpay.com'),
  LAUNCH_AT: z
    .string()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      'must be a date such as 2025-01-28T12:50:00',
    )
    .default('2025-01-28T12:50:00'),
  STATIC_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  OWNER_EMAIL: z.email('must be an e-mail address').optional(),
  OWNER_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  ADMIN_ENCRYPTION_KEY: encryptionKey.optional(),
  ADMIN_ENCRYPTION_KEY_PREVIOUS: encryptionKey.optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url('must be an absolute URL such as http://127.0.0.1:9000').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

type RawEnv = z.infer<typeof envSchema>;

/** The back office's first owner: given by OWNER_EMAIL and OWNER_PASSWORD, or the demo's. */
export type FirstOwner =
  | { kind: 'given'; email: string; password: string }
  | { kind: 'demo'; email: string; password: () => string };

/**
 * The variables whose bad value a configuration error repeats. Every other one (keys, secrets,
 * URLs that can carry a password or a key) is named with its rule only, as the line reaches logs.
 */
const SHOWN_VALUES: ReadonlySet<string> = new Set<keyof typeof envSchema.shape>([
  'NODE_ENV',
  'HOST',
  'PORT',
  'DATA_DIR',
  'DATABASE_POOL_SIZE',
  'BRAND_NAME',
  'BRAND_SLUG',
  'PUBLIC_URL',
  'LOCATION_API_TIMEOUT_MS',
  'MAIL_FROM',
  'SMS_PROVIDER',
  'MSG91_TEMPLATE_ID',
  'ORDER_PAYMENT_TIMEOUT',
  'PAYMENT_PROVIDER',
  'LAUNCH_AT',
  'STATIC_DIR',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'SEED_DEMO',
  'OWNER_EMAIL',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
]);

export type Env = Omit<
  RawEnv,
  | 'JWT_SECRET'
  | 'PUBLIC_URL'
  | 'SEED_DEMO'
  | 'OWNER_PASSWORD'
  | 'MIGRATION_DATABASE_URL'
  | 'ADMIN_ENCRYPTION_KEY'
  | 'ADMIN_ENCRYPTION_KEY_PREVIOUS'
> & {
  /**
   * The back office's first owner, created at start when there is no staff account:
   * OWNER_EMAIL and OWNER_PASSWORD, or in demo mode a demo owner with a generated password
   * (kept in DATA_DIR/secrets.json); null in production without them.
   */
  firstOwner: FirstOwner | null;
  /** E-mail: SMTP at `smtpUrl`, else (demo only) .eml files in `outboxDir`. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** The SMS provider for one-time codes; undefined sends codes by e-mail only. */
  sms: { provider: 'msg91'; baseUrl: string; authKey: string; templateId: string } | undefined;
  isProduction: boolean;
  JWT_SECRET: string;
  /**
   * The back office's key for secrets at rest (lib/secret-box.ts): ADMIN_ENCRYPTION_KEY, or in
   * demo mode one generated and kept in DATA_DIR/secrets.json; the previous one during a rotation.
   */
  encryptionKeys: { current: Buffer; previous: Buffer | undefined };
  PUBLIC_URL: string;
  /**
   * The third-party location service the API calls itself (never the browser), with its key;
   * undefined when LOCATION_API_URL is unset and the bundled dataset answers.
   */
  locationUpstream: { url: string; key: string; timeoutMs: number } | undefined;
  /** Seed the demo catalogue when the database is empty (default: demo mode only). */
  SEED_DEMO: boolean;
  /** Absolute data directory; PGlite lives in `${DATA_DIR}/pglite` unless DATABASE_URL is set. */
  dataDir: string;
  /** Uploaded and generated media (product images), served at /media/. */
  mediaDir: string;
  /**
   * The S3-compatible bucket media files live in instead of `mediaDir`, when S3_BUCKET is set
   * (with S3_REGION and the two keys; S3_ENDPOINT for a server other than AWS).
   */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  staticDir: string;
  /** The card provider (docs/decisions/0031): Razorpay, or the offline sandbox (demo only). */
  payment: {
    provider: 'sandbox' | 'razorpay';
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    /** Razorpay's API host (a local stand-in in tests). */
    apiUrl: string;
    /** The checkout script the page tells the web to load. */
    checkoutScript: string;
    /** Unpaid card orders release their stock and coupon use after this. */
    releaseUnpaidAfterMs: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Secrets for demo mode: generated once, kept in DATA_DIR, so tokens survive a restart. */
function demoSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(32).toString('hex');
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: created }, null, 2), { mode: 0o600 });
  return created;
}

/**
 * The sandbox signs with secrets kept in DATA_DIR, like every demo secret; a RAZORPAY_WEBHOOK_SECRET
 * the owner set is the webhook's secret in demo mode too (events signed with it are accepted).
 */
function paymentOf(raw: RawEnv, provider: 'sandbox' | 'razorpay', dataDir: string) {
  const sandbox = provider === 'sandbox';
  return {
    provider,
    keyId: sandbox ? 'rzp_test_sandbox' : (raw.RAZORPAY_KEY_ID ?? ''),
    keySecret: sandbox ? demoSecret(dataDir, 'sandbox-key') : (raw.RAZORPAY_KEY_SECRET ?? ''),
    webhookSecret:
      raw.RAZORPAY_WEBHOOK_SECRET ?? (sandbox ? demoSecret(dataDir, 'sandbox-webhook') : ''),
    apiUrl: raw.RAZORPAY_API_URL.replace(/\/$/, ''),
    checkoutScript: sandbox
      ? '/api/payment/sandbox/checkout.js'
      : 'https://checkout.razorpay.com/v1/checkout.js',
    /**
     * How long a card order may wait for its payment before it is released (ORDER_PAYMENT_TIMEOUT).
     * Not a name the provider's client reads: this object is also its config, and a field called
     * `timeoutMs` here would become its HTTP timeout: a Razorpay call could hang 30 minutes.
     */
    releaseUnpaidAfterMs: raw.ORDER_PAYMENT_TIMEOUT,
  } as const;
}

/**
 * Reads and validates every variable once. Throws ConfigError whose message names each
 * bad variable; the server prints it on one line and exits.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const got = SHOWN_VALUES.has(name) ? cleaned[name] : undefined;
        return `${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
      }),
    );
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction) {
    if (!raw.DATABASE_URL) problems.push('DATABASE_URL is required in production');
    if (!raw.JWT_SECRET) problems.push('JWT_SECRET is required in production');
    if (!raw.ADMIN_ENCRYPTION_KEY)
      problems.push(
        'ADMIN_ENCRYPTION_KEY is required in production (32 random bytes: openssl rand -base64 32)',
      );
    if (raw.STOREFRONT_API_KEY === DEMO_STOREFRONT_API_KEY)
      problems.push('STOREFRONT_API_KEY must not be the demo value in production');
    if (!raw.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
    // One-time codes must reach the visitor (docs/decisions/0024); order e-mails need it too.
    if (!raw.SMTP_URL) problems.push('SMTP_URL is required in production');
    if (!raw.MAIL_FROM) problems.push('MAIL_FROM is required in production');
    // Anyone can send X-Forwarded-For: believing it lets a client pick the address that limits
    // and the audit log see.
    if (raw.TRUST_PROXY === true)
      problems.push(
        "TRUST_PROXY=true believes any client's X-Forwarded-For; set the number of proxies in front (1 behind one nginx) or their addresses (such as 127.0.0.1,10.0.0.0/8)",
      );
    // The tables' owner is the migrations' alone: the server never holds its password.
    if (raw.MIGRATION_DATABASE_URL)
      problems.push(
        'MIGRATION_DATABASE_URL must not be set for the server in production (it is for npm run migrate only)',
      );
  }
  if (raw.SMS_PROVIDER === 'msg91') {
    if (!raw.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY is required when SMS_PROVIDER is msg91');
    if (!raw.MSG91_TEMPLATE_ID)
      problems.push('MSG91_TEMPLATE_ID is required when SMS_PROVIDER is msg91');
  }
  const provider = raw.PAYMENT_PROVIDER ?? (isProduction ? 'razorpay' : 'sandbox');
  if (isProduction && provider === 'sandbox')
    problems.push('PAYMENT_PROVIDER must not be sandbox in production');
  if (provider === 'razorpay')
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ] as const)
      if (!raw[name]) problems.push(`${name} is required when PAYMENT_PROVIDER is razorpay`);
  if (!raw.OWNER_EMAIL !== !raw.OWNER_PASSWORD)
    problems.push('OWNER_EMAIL and OWNER_PASSWORD are set together, or neither');
  const s3Names = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (raw.S3_BUCKET || raw.S3_ENDPOINT)
    for (const name of s3Names)
      if (!raw[name]) problems.push(`${name} is required when S3_BUCKET or S3_ENDPOINT is set`);
  if (raw.LOCATION_API_URL && !raw.LOCATION_API_KEY)
    problems.push('LOCATION_API_KEY is required when LOCATION_API_URL is set');
  if (raw.ADMIN_ENCRYPTION_KEY_PREVIOUS?.equals(raw.ADMIN_ENCRYPTION_KEY ?? Buffer.alloc(0)))
    problems.push('ADMIN_ENCRYPTION_KEY_PREVIOUS must differ from ADMIN_ENCRYPTION_KEY');
  if (raw.ADMIN_ENCRYPTION_KEY_PREVIOUS && !raw.ADMIN_ENCRYPTION_KEY)
    problems.push('ADMIN_ENCRYPTION_KEY is required when ADMIN_ENCRYPTION_KEY_PREVIOUS is set');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = resolve(raw.DATA_DIR);
  const {
    OWNER_PASSWORD,
    MIGRATION_DATABASE_URL: _migrations,
    ADMIN_ENCRYPTION_KEY,
    ADMIN_ENCRYPTION_KEY_PREVIOUS,
    ...rest
  } = raw;
  return {
    ...rest,
    firstOwner:
      raw.OWNER_EMAIL && OWNER_PASSWORD
        ? { kind: 'given', email: raw.OWNER_EMAIL.toLowerCase(), password: OWNER_PASSWORD }
        : isProduction
          ? null
          : {
              kind: 'demo',
              email: `owner@${raw.BRAND_SLUG}.example`,
              password: () => demoSecret(dataDir, 'admin-owner-password').slice(0, 24),
            },
    isProduction,
    dataDir,
    mediaDir: join(dataDir, 'media'),
    s3:
      raw.S3_BUCKET && raw.S3_REGION && raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? {
            bucket: raw.S3_BUCKET,
            region: raw.S3_REGION,
            endpoint: raw.S3_ENDPOINT?.replace(/\/$/, ''),
            accessKeyId: raw.S3_ACCESS_KEY_ID,
            secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    JWT_SECRET: raw.JWT_SECRET ?? demoSecret(dataDir, 'jwt'),
    encryptionKeys: {
      current:
        ADMIN_ENCRYPTION_KEY ?? Buffer.from(demoSecret(dataDir, 'admin-encryption-key'), 'hex'),
      previous: ADMIN_ENCRYPTION_KEY_PREVIOUS,
    },
    payment: paymentOf(raw, provider, dataDir),
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM ?? `${raw.BRAND_NAME} <no-reply@${raw.BRAND_SLUG}.example>`,
      outboxDir: join(dataDir, 'outbox'),
    },
    sms:
      raw.SMS_PROVIDER === 'msg91' && raw.MSG91_AUTH_KEY && raw.MSG91_TEMPLATE_ID
        ? {
            provider: 'msg91',
            baseUrl: raw.MSG91_BASE_URL,
            authKey: raw.MSG91_AUTH_KEY,
            templateId: raw.MSG91_TEMPLATE_ID,
          }
        : undefined,
    locationUpstream:
      raw.LOCATION_API_URL && raw.LOCATION_API_KEY
        ? {
            url: raw.LOCATION_API_URL.replace(/\/$/, ''),
            key: raw.LOCATION_API_KEY,
            timeoutMs: raw.LOCATION_API_TIMEOUT_MS,
          }
        : undefined,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, ''),
    SEED_DEMO: raw.SEED_DEMO ?? !isProduction,
    staticDir: raw.STATIC_DIR ? resolve(raw.STATIC_DIR) : DEFAULT_STATIC_DIR,
  };
}

/** What `npm run migrate` needs: the owner's connection, and the server's role to grant to. */
export type MigrationEnv = { migrationUrl: string; serverUrl: string };

/**
 * `npm run migrate`'s settings: MIGRATION_DATABASE_URL (the role that owns the tables) and
 * DATABASE_URL (the server's, whose user is granted what the server needs), different users.
 */
export function loadMigrationEnv(source: NodeJS.ProcessEnv = process.env): MigrationEnv {
  const problems: string[] = [];
  const urlOf = (name: 'MIGRATION_DATABASE_URL' | 'DATABASE_URL') => {
    const value = source[name];
    if (!value) problems.push(`${name} is required to migrate`);
    else if (!postgresUrl.safeParse(value).success)
      problems.push(`${name} must be a URL like postgres://user:password@host:5432/database`);
    else return value;
    return '';
  };
  const migrationUrl = urlOf('MIGRATION_DATABASE_URL');
  const serverUrl = urlOf('DATABASE_URL');
  if (migrationUrl && serverUrl && new URL(migrationUrl).username === new URL(serverUrl).username)
    problems.push(
      'MIGRATION_DATABASE_URL and DATABASE_URL must sign in as different users (the owner, and the server)',
    );
  if (problems.length) throw new ConfigError(problems);
  return { migrationUrl, serverUrl };
}

/** For entry points: the validated settings, or one line naming each bad variable and exit 78. */
function orExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

export const loadEnvOrExit = (): Env => orExit(() => loadEnv());
export const loadMigrationEnvOrExit = (): MigrationEnv => orExit(() => loadMigrationEnv());
