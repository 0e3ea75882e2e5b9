import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { REPO_ROOT } from '../../src/paths.ts';
import {
  createAddress,
  createCategory,
  createCustomerWithToken,
  setSiteSettings,
} from '../factories.ts';

/** What the fault scripts share: their options, the built server they start, their shop. */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The script's `--name=value` options (`--name` alone is `'true'`). */
export function scriptOptions(): Record<string, string> {
  return Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key ?? '', value ?? 'true'];
    }),
  );
}

/** The PostgreSQL server a script makes its throwaway database on. */
export function postgresServerUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)');
  return url;
}

/** The server as `npm start` runs it (the build in dist/), on `port`, with `env` over this one's. */
export function spawnApi(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, [join(REPO_ROOT, 'apps/api/dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits up to 30 s for the server at `base` to answer /api/ready; fails if it exits first. */
export async function waitReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${base} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${base} did not become ready within 30 s`);
}

/** `spawnApi`, answering once the server is ready. */
export async function startApi(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawnApi(env, port);
  try {
    await waitReady(`http://127.0.0.1:${port}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** A shop taking cash on delivery, with a category (`slug`) for the script's products. */
export async function cashShopCategory(db: Db, slug: string, name?: string) {
  await setSiteSettings(db, { pod_status: true });
  return createCategory(db, { slug, ...(name ? { name } : {}) });
}

/** A customer with a bearer token signed with `JWT_SECRET`, and a saved address. */
export async function shopperWithAddress(db: Db, JWT_SECRET: string) {
  const shopper = await createCustomerWithToken(db, { JWT_SECRET });
  const address = await createAddress(db, shopper.customer.id);
  return { ...shopper, addressId: address.id };
}

/** Ends the run with exit code 1 after `seconds`, once `stop` has killed what it started. */
export function giveUpAfter(name: string, seconds: number, stop: () => void) {
  return setTimeout(() => {
    console.log(`${name}: gave up after ${seconds} s`);
    stop();
    process.exit(1);
  }, seconds * 1000);
}

/** Prints the run's figure line, ending with `pass` or how many problems, then each problem. */
export function report(figures: string, problems: string[]) {
  console.log(figures + (problems.length ? `${problems.length} problems` : 'pass'));
  for (const problem of problems) console.log(`  ${problem}`);
  if (problems.length) process.exitCode = 1;
}
