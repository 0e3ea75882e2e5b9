import { fork } from 'node:child_process';
import { once } from 'node:events';
import { type Env, loadEnvOrExit } from './config/env.ts';
import { flushLog } from './config/logger.ts';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { DatabaseNotReady, openDatabase, readyDatabase } from './db/open.ts';
import { AppError } from './lib/errors.ts';
import type * as DemoSeed from '../seed/seed.ts';
import type * as DemoHistory from '../seed/demo-history.ts';

/** The demo history being written in the background, and how a shutdown stops it. */
let history: Promise<void> | undefined;
const stopHistory = new AbortController();

/** Run as a child: migrate and seed the demo data, close the database and exit. */
const PREPARE_DEMO = '--prepare-demo-data';

/**
 * The database, ready (migrated here, or in production checked: decision 0078); exits with one
 * clear line when it cannot be opened or must not be used as it is.
 */
async function openReady(env: Env): Promise<Database> {
  const where = env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR (${env.dataDir})`;
  let database: Database | undefined;
  try {
    database = await openDatabase(env);
    await readyDatabase(env, database);
    return database;
  } catch (error) {
    if (error instanceof DatabaseNotReady) {
      console.error(`Cannot start on the database at ${where}: ${error.message}`);
      await database?.close();
      process.exit(78);
    }
    // Drizzle wraps driver errors ("Failed query: …"); the cause says what really went wrong.
    const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = root instanceof Error ? root.message || String(root) : String(root);
    console.error(`Cannot open the database at ${where}: ${reason.split('\n')[0]}`);
    process.exit(69);
  }
}

async function prepareDemoData(env: Env) {
  const database = await openReady(env);
  // The seed is its own bundle (dist/demo-seed.js), never part of the server's; tsx runs its source.
  const seedModule = import.meta.url.endsWith('.ts') ? '../seed/seed.ts' : './demo-seed.js';
  const { prepareDemo } = (await import(seedModule)) as typeof DemoSeed;
  await prepareDemo(database.db, env);
  await database.close();
}

/**
 * Demo data is prepared in a child process, so what it needs (the seed's catalogue and artwork,
 * a fresh PGlite's first start, the seeding transaction) is freed with that process instead of
 * staying in the shop's memory for its life (docs/decisions/0019).
 */
async function prepareDemoDataApart() {
  const entry = process.argv[1];
  if (!entry) throw new Error('cannot tell which script to run for the demo data');
  const child = fork(entry, [PREPARE_DEMO], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  // The child has said what went wrong.
  if (code !== 0) process.exit(code ?? 1);
}

/** The back office's first owner, when there is no staff account yet; says how to sign in. */
async function createFirstOwner(app: Awaited<ReturnType<typeof buildApp>>, env: Env) {
  try {
    const created = await app.firstOwner();
    if (created?.password)
      console.log(
        `Back office: ${env.PUBLIC_URL}/admin — demo owner ${created.email}, password ${created.password} ` +
          '(shown once; kept in DATA_DIR/secrets.json)',
      );
    else if (created) console.log(`Back office: owner ${created.email} created from OWNER_EMAIL`);
    else if (!env.firstOwner && (await app.staffTeam.list()).staff.length === 0)
      console.warn(
        'Back office: no staff account yet. Set OWNER_EMAIL and OWNER_PASSWORD, or run ' +
          '`npm run staff -- create-owner --email <e-mail>`.',
      );
  } catch (error) {
    // OWNER_PASSWORD too short or too easy to guess: say so on one line, as for any bad variable.
    if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
    console.error(`OWNER_PASSWORD is refused: ${error.message}`);
    process.exit(78);
  }
}

/**
 * Staff secrets at rest brought to today's form before the first request: plain ones sealed
 * (a database from before they were), ones under ADMIN_ENCRYPTION_KEY_PREVIOUS sealed again under
 * ADMIN_ENCRYPTION_KEY (a rotation), unsalted recovery hashes salted.
 */
async function sealSecrets(app: Awaited<ReturnType<typeof buildApp>>) {
  const report = await app.sealSecrets();
  const changed = report.sealed + report.resealed + report.rehashed;
  if (changed)
    app.log.info(
      { sealed: report.sealed, resealed: report.resealed, rehashed: report.rehashed },
      'staff secrets sealed under ADMIN_ENCRYPTION_KEY',
    );
  if (report.unreadable.length)
    console.warn(
      `Back office: neither ADMIN_ENCRYPTION_KEY nor ADMIN_ENCRYPTION_KEY_PREVIOUS opens the ` +
        `secrets of ${report.unreadable.join(', ')}; see docs/operations.md (key rotation).`,
    );
}

async function main() {
  const env = loadEnvOrExit();
  if (process.argv.includes(PREPARE_DEMO)) {
    await prepareDemoData(env);
    return;
  }
  if (env.SEED_DEMO) await prepareDemoDataApart();
  const database = await openReady(env);

  const app = await buildApp({ env, database });
  await createFirstOwner(app, env);
  await sealSecrets(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    // The history stops between two steps: what it wrote stays, dated.
    stopHistory.abort();
    await history;
    await app.close();
    await database.close();
    await flushLog(app.log);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${env.PORT} is already in use (set PORT to another)`
        : code === 'EADDRNOTAVAIL'
          ? `HOST ${env.HOST} is not an address of this machine`
          : (error as Error).message;
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${reason}`);
    await database.close();
    process.exit(69);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`${env.BRAND_NAME} is ready at http://${env.HOST}:${port}`);
  if (env.SEED_DEMO) history = writeDemoHistory(app, env, stopHistory.signal);
}

/**
 * A fresh demo's history of orders, written while the shop is already open (the first start does
 * not wait for it); the seed marked it due. Its own bundle (dist/demo-history.js), like the seed's.
 */
async function writeDemoHistory(
  app: Awaited<ReturnType<typeof buildApp>>,
  env: Env,
  signal: AbortSignal,
) {
  const historyModule = import.meta.url.endsWith('.ts')
    ? '../seed/demo-history.ts'
    : './demo-history.js';
  try {
    const { writeDemoHistoryIfDue } = (await import(historyModule)) as typeof DemoHistory;
    const started = Date.now();
    const written = await writeDemoHistoryIfDue(app.database, env, {
      signal,
      log: (line) => app.log.debug(line),
    });
    if (written)
      app.log.info(
        { ...written, seconds: (Date.now() - started) / 1000 },
        'demo history written: three months of orders',
      );
  } catch (error) {
    if (!signal.aborted) app.log.error({ err: error }, 'demo history not written');
  }
}

void main();
