/**
 * Database restart: the API on a PostgreSQL cluster of its own serves catalogue and
 * checkout calls; the cluster is stopped for a few seconds and started again. Pass:
 *   - while it is down, calls that need it answer 503 with the error envelope and a clear
 *     message within 6 s (no hang), and the API process stays up;
 *   - once it is back, the API answers again within 5 s, without a restart of its own.
 *
 *   npx tsx apps/api/test/faults/database-restart.ts  # needs PostgreSQL's binaries (Debian's)
 *
 * The cluster is made with initdb in a temporary folder and run by the `postgres` user when this
 * runs as root (as in CI). Bounded: the whole run gives up after 60 s. Prints one figure line.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { createProduct } from '../factories.ts';
import { freePort } from '../../../../bench/api/bare.ts';
import {
  cashShopCategory,
  giveUpAfter,
  report,
  shopperWithAddress,
  sleep,
  spawnApi,
} from './fault-run.ts';

const API_KEY = 'aurelle-demo-storefront-key';
const JWT_SECRET = `restart-bench-${'s'.repeat(32)}`;
const DOWN_MS = 4000;

const pgBin = (() => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0] ?? '15', 'bin');
})();
const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function pgRun(binary: string, args: string[]) {
  const command = [join(pgBin, binary), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`);
  return asRoot
    ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command.join(' ')], { stdio: 'pipe' })
    : execFileSync(join(pgBin, binary), args, { stdio: 'pipe' });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-restart-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = join(dir, 'data');
  const pgPort = await freePort();
  const pgCtl = (action: 'start' | 'stop') =>
    pgRun('pg_ctl', [
      '-D',
      data,
      '-w',
      ...(action === 'start'
        ? ['-o', `-p ${pgPort} -k ${dir} -c fsync=off`, '-l', join(dir, 'log'), 'start']
        : ['-m', 'fast', 'stop']),
    ]);
  let server: ChildProcess | undefined;
  const giveUp = giveUpAfter('database restart', 60, () => server?.kill('SIGKILL'));
  try {
    pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    pgCtl('start');
    const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    const database = await createDatabase({ kind: 'postgres', url });
    await database.migrate();
    const category = await cashShopCategory(database.db, 'restart-bench');
    await createProduct(database.db, {
      categoryId: category.id,
      stock: 1000,
      slug: 'restart-ring',
    });
    const { authorization } = await shopperWithAddress(database.db, JWT_SECRET);
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnApi(
      {
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        DATA_DIR: join(dir, 'app'),
        DATABASE_URL: url,
        JWT_SECRET,
        STOREFRONT_API_KEY: API_KEY,
      },
      port,
    );
    const headers = { 'x-api-key': API_KEY, authorization };
    /** A call that needs the database: the customer's cart (never cached). */
    const cart = async () => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/customer/cart`, {
          headers,
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as { message?: string };
        return { status: res.status, message: body.message, ms: performance.now() - started };
      } catch (error) {
        return { status: 0, message: String(error), ms: performance.now() - started };
      }
    };
    for (let i = 0; i < 300 && (await cart()).status !== 200; i++) await sleep(100);
    const before = await cart();
    if (before.status !== 200) throw new Error(`the API did not serve the cart: ${before.status}`);

    pgCtl('stop');
    const stoppedAt = performance.now();
    const whileDown: Awaited<ReturnType<typeof cart>>[] = [];
    while (performance.now() - stoppedAt < DOWN_MS) whileDown.push(await cart());
    const alive = server.exitCode === null;
    pgCtl('start');
    const startedAt = performance.now();
    let recoveredMs = Number.POSITIVE_INFINITY;
    while (performance.now() - startedAt < 10_000) {
      if ((await cart()).status === 200) {
        recoveredMs = performance.now() - startedAt;
        break;
      }
      await sleep(100);
    }

    const problems: string[] = [];
    const codes = new Map<string, number>();
    for (const r of whileDown) codes.set(`${r.status}`, (codes.get(`${r.status}`) ?? 0) + 1);
    const slowest = Math.max(...whileDown.map((r) => r.ms));
    if (whileDown.some((r) => r.status !== 503))
      problems.push(`while down: ${[...codes].map(([c, n]) => `${n}× ${c}`).join(', ')}`);
    if (whileDown.some((r) => !r.message)) problems.push('a 503 without a message');
    if (slowest > 6000) problems.push(`a call took ${Math.round(slowest)} ms while down`);
    if (!alive) problems.push('the API process exited while the database was down');
    if (recoveredMs > 5000) problems.push(`not serving again ${Math.round(recoveredMs)} ms after`);
    report(
      `database restart: ${whileDown.length} calls while down for ${DOWN_MS / 1000} s, ` +
        `${codes.get('503') ?? 0} answered 503 ("${whileDown[0]?.message}"), slowest ${Math.round(slowest)} ms; ` +
        `serving again ${Math.round(recoveredMs)} ms after the database was back; `,
      problems,
    );
  } finally {
    clearTimeout(giveUp);
    server?.kill('SIGTERM');
    try {
      pgCtl('stop');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
