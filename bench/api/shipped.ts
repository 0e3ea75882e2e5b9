/**
 * The shop as shipped: starts `scripts/start.mjs` exactly as `npm start` does, with
 * the default settings (default LOG_LEVEL, demo mode with its seeded catalogue, a fresh DATA_DIR in
 * a temporary folder), then measures req/s and p99 of list, detail, getFilters and search against a
 * bare node:http server sending the list's bytes, the server's idle RSS and its log lines per request.
 *
 *   npm run bench:shipped                      # demo mode (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:shipped -- --db=postgres
 *
 * Options: --duration=10 (seconds per call, in 5-second slices alternating with the bare server)
 * --connections=64 --tool=wrk|autocannon (wrk when it is on PATH). Output goes to bench/.out/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startBareServerLike } from './bare.ts';
import { loadAgainst, type Scenario } from './load.ts';
import { searchTerms } from './terms.ts';
import { findWrk } from './wrk.ts';
import { benchArgs } from './args.ts';
import { createBenchPostgres, dropBenchPostgres, type BenchPostgres } from './bench-postgres.ts';

const args = benchArgs();
const kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const durationSeconds = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 64);
const wrk = args.tool === 'autocannon' ? undefined : findWrk();
const root = resolve(import.meta.dirname, '..', '..');
const outDir = join(root, 'bench', '.out');
/** The demo storefront key: what the shipped page sends (apps/api/src/config/env.ts). */
const headers = { 'x-api-key': 'aurelle-demo-storefront-key' };
/** Settings a shop owner does not set; removed so the bench's own shell cannot change the run. */
const UNSET = ['LOG_LEVEL', 'NODE_ENV', 'SEED_DEMO', 'STOREFRONT_API_KEY', 'STATIC_DIR', 'HOST'];
const SETTLE_MS = 5000;
const IDLE_AFTER_LOAD_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server `start.mjs` spawned: its only child. */
function serverPid(starter: ChildProcess): number {
  const pid = starter.pid ?? 0;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  const child = Number(children[0]);
  if (!child) throw new Error('start.mjs has no server child');
  return child;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type Shop = { starter: ChildProcess; base: string; pid: number; log: Log; startMs: number };

/** What the shop printed, read from a pipe as a terminal or a log collector would read it. */
type Log = { lines: number; tail: string };

function collect(starter: ChildProcess): Log {
  const log: Log = { lines: 0, tail: '' };
  const read = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) log.lines++;
    log.tail = (log.tail + text).slice(-4096);
  };
  starter.stdout?.on('data', read);
  starter.stderr?.on('data', read);
  return log;
}

/** Runs `npm start`'s script with the shop owner's environment and waits until the shop answers. */
async function startShop(dataDir: string, databaseUrl?: string): Promise<Shop> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  for (const name of UNSET) delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  const starter = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-install'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = collect(starter);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 3000; i++) {
    if (starter.exitCode !== null) throw new Error(`npm start exited with ${starter.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return { starter, base, pid: serverPid(starter), log, startMs: Date.now() - started };
      }
    } catch {
      // not listening yet (building, migrating or seeding)
    }
    await sleep(100);
  }
  throw new Error(`${base} did not answer`);
}

async function stopShop(shop: Shop | undefined) {
  if (!shop || shop.starter.exitCode !== null) return;
  const exited = new Promise((done) => shop.starter.once('exit', done));
  shop.starter.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
}

async function getJson(base: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(base + path, {
    ...init,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

type ListPage = { products: { _id: string; slug: string | null; name: string }[] };

async function catalogue(base: string) {
  const products: ListPage['products'] = [];
  for (let page = 1; page <= 50; page++) {
    const list = (await getJson(base, `/api/aurelle/products?page=${page}&limit=10`, {
      method: 'POST',
      body: '{}',
    })) as ListPage;
    products.push(...list.products);
    if (list.products.length < 10) break;
  }
  return products;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-shipped-'));
  const dataDir = join(dir, 'data');
  let throwaway: BenchPostgres | undefined;
  let shop: Shop | undefined;
  let bare: ChildProcess | undefined;
  try {
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      throwaway = await createBenchPostgres('aurelle_shipped');
      databaseUrl = throwaway.url;
    }
    console.log(`Starting the shop as \`npm start\` does (${kind}, default settings)…`);
    shop = await startShop(dataDir, databaseUrl);
    console.log(`  answering after ${(shop.startMs / 1000).toFixed(1)} s (build, migrate, seed)`);
    await sleep(SETTLE_MS);
    const rssFirstBoot = rssMb(shop.pid);

    const products = await catalogue(shop.base);
    // A product without a slug is reached by its id (spec §2).
    const slugs = products.map((p) => p.slug ?? p._id);
    const terms = [...new Set(searchTerms(products.map((p) => p.name)))];
    const listPath = '/api/aurelle/products?page=1&limit=10&category=rings';
    const listBody = '{}';
    const scenarios: Scenario[] = [
      { name: 'list page 1 (category)', method: 'POST', paths: [listPath], body: listBody },
      {
        name: `detail (${slugs.length} products)`,
        method: 'GET',
        paths: slugs.map((s) => `/api/aurelle/products/${s}`),
      },
      {
        name: 'getFilters (category)',
        method: 'GET',
        paths: ['/api/aurelle/getFilters?category=rings'],
      },
      {
        name: `search (${terms.length} terms)`,
        method: 'GET',
        paths: terms.map((t) => `/api/aurelle/products/search/${encodeURIComponent(t)}`),
      },
    ];

    // One log line per request is what a shop owner reads; count them over a few plain requests,
    // once the lines of the requests above have been written (the log is flushed every 250 ms).
    await sleep(1000);
    const before = shop.log.lines;
    for (let i = 0; i < 20; i++)
      await getJson(shop.base, `/api/aurelle/products/${slugs[i % slugs.length]}`);
    await sleep(1500);
    const linesPerRequest = (shop.log.lines - before) / 20;

    const bareServer = await startBareServerLike(shop.base + listPath, headers, listBody, dir);
    bare = bareServer.child;
    const bareTarget = {
      base: bareServer.base,
      scenario: { name: 'bare', method: 'POST', paths: ['/'], body: listBody } satisfies Scenario,
    };

    const opts = { connections, durationSeconds, headers, ...(wrk ? { wrk } : {}) };
    const rows: Record<string, string | number>[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`  ${scenario.name}… `);
      const { result, baseline } = await loadAgainst(
        { base: shop.base, scenario },
        bareTarget,
        opts,
      );
      console.log(`${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
      rows.push({
        call: result.name,
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'bare req/s': Math.round(baseline.rps),
        'bare p99 ms': baseline.p99,
        'API / bare': Number((result.rps / baseline.rps).toFixed(2)),
        errors: result.errors + result.non2xx,
      });
    }
    await sleep(SETTLE_MS);
    const rssAfterLoad = rssMb(shop.pid);
    // V8 gives back the heap a load grew once the process has been quiet for a while (its memory
    // reducer): the shop's idle size after a busy spell is read after that.
    await sleep(IDLE_AFTER_LOAD_MS - SETTLE_MS);
    const rssIdleAfterLoad = rssMb(shop.pid);
    await stopShop(shop);
    const flushed = /shutting down/.test(shop.log.tail);

    // A restart finds the catalogue seeded: the shop's usual life.
    shop = await startShop(dataDir, databaseUrl);
    await sleep(SETTLE_MS);
    const rssRestarted = rssMb(shop.pid);
    await stopShop(shop);
    shop = undefined;

    const memory = {
      'idle RSS after first start (seeded), MB': rssFirstBoot,
      'RSS 5 s after the load, MB': rssAfterLoad,
      'idle RSS 30 s after the load, MB': rssIdleAfterLoad,
      'idle RSS after a restart, MB': rssRestarted,
      'log lines per request': linesPerRequest,
      'log flushed on shutdown': flushed ? 'yes' : 'NO',
    };
    console.log(
      `\nshipped, ${kind}, ${products.length} products, ${connections} connections, ` +
        `${durationSeconds} s each, load by ${wrk ? 'wrk' : 'autocannon'}`,
    );
    console.table(rows);
    console.table(memory);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, `api-shipped-${kind}.json`),
      JSON.stringify(
        { kind, connections, durationSeconds, tool: wrk ? 'wrk' : 'autocannon', rows, memory },
        null,
        2,
      ),
    );
  } finally {
    await stopShop(shop);
    if (bare && bare.exitCode === null) bare.kill('SIGTERM');
    await dropBenchPostgres(throwaway);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
