/**
 * API load benchmark. Builds a 10 000-product catalogue in a throwaway database, prints
 * the EXPLAIN of the hot queries, starts the API, and load-tests list (page 1 and 50, filtered),
 * detail, getFilters, uncached search, and a signed-in customer's cart (10 lines) and wishlist with
 * autocannon — then serves the list response's exact bytes from a bare node:http server,
 * load-tests that too, and prints each call's ratio to it. Stock changes all the while
 * (--stock-changes per second, default 10; 0 for none: bench/api/stock-server.ts).
 *
 *   npx tsx bench/api/run.ts                     # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx bench/api/run.ts --db=postgres
 *
 * Then places cash orders from --orders customers at once (--order-connections in flight; 0 orders
 * for none) and reconciles the order, line, stock and cart rows after (bench/api/orders.ts).
 *
 * Options: --duration=10 --connections=64 --products=10000 --stock-changes=10 --only=<part of a call's name>
 *   --orders=1000 --order-connections=32.
 * BENCH_API_NODE_OPTIONS passes flags to the API's node (e.g. --cpu-prof). Output goes to bench/.out/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { explainHotQueries } from './explain.ts';
import { placeOrdersUnderLoad, prepareOrderCustomers, reconcileOrders } from './orders.ts';
import { generateCatalog } from './generate.ts';
import { freePort, startBareServerLike } from './bare.ts';
import { loadAgainst, type LoadResult, type Scenario } from './load.ts';
import { createBenchCustomer, fillCartAndWishlist } from './customer.ts';
import { searchTerms } from './terms.ts';
import { benchArgs } from './args.ts';
import { createBenchPostgres, dropBenchPostgres, type BenchPostgres } from './bench-postgres.ts';

const args = benchArgs();
const kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const durationSeconds = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 64);
const count = Number(args.products ?? 10_000);
const only = args.only;
const stockChanges = Number(args['stock-changes'] ?? 10);
const orderCount = Number(args.orders ?? 1000);
const orderConnections = Number(args['order-connections'] ?? 32);
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123';
const CART_LINES = 10;
const root = resolve(import.meta.dirname, '..', '..');
const outDir = join(root, 'bench', '.out');
const API_KEY = 'bench-storefront-key';
const headers = { 'x-api-key': API_KEY, 'accept-language': 'en', 'x-currency': 'INR' };

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function stopAndWait(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-bench-'));
  let database: Database | undefined;
  let throwaway: BenchPostgres | undefined;
  let api: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    console.log(`Building a ${count}-product catalogue on ${kind}…`);
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      throwaway = await createBenchPostgres('aurelle_bench');
      databaseUrl = throwaway.url;
      database = await createDatabase({ kind: 'postgres', url: databaseUrl });
    } else {
      database = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    }
    await database.migrate();
    const started = Date.now();
    const catalog = await generateCatalog(database.db, { count });
    const authorization = await createBenchCustomer(database.db, JWT_SECRET);
    const orderCustomers =
      orderCount > 0 ? await prepareOrderCustomers(database.db, JWT_SECRET, orderCount) : undefined;
    await database.close();
    database = undefined;
    console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const target =
      kind === 'postgres' && databaseUrl
        ? ({ kind: 'postgres', url: databaseUrl } as const)
        : ({ kind: 'pglite', dataDir: join(dataDir, 'pglite') } as const);
    const sampleSlug = catalog.slugs[7] ?? '';
    const explained = await explainHotQueries(target, { slug: sampleSlug, search: 'emrald hallo' });
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `api-explain-${kind}.md`), explained.report);
    console.log(
      `  EXPLAIN written to bench/.out/api-explain-${kind}.md; Seq Scan on products: ${explained.seqScanOnProducts ? 'FOUND' : 'none'}`,
    );

    const port = await freePort();
    api = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_API_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        join(root, process.env.BENCH_API_ENTRY ?? 'bench/api/stock-server.ts'),
      ],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          STOREFRONT_API_KEY: API_KEY,
          JWT_SECRET,
          BENCH_STOCK_CHANGES_PER_SECOND: String(stockChanges),
          STATIC_DIR: join(dataDir, 'no-web-build'),
        },
      },
    );
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, api);

    const listBody = JSON.stringify({ metal: ['Yellow Gold'] });
    const detailPaths = catalog.slugs.slice(0, 200).map((slug) => `/api/aurelle/products/${slug}`);
    const terms = [...new Set(searchTerms(catalog.names))];
    const scenarios: Scenario[] = [
      {
        name: 'list page 1 (category + metal)',
        method: 'POST',
        paths: ['/api/aurelle/products?page=1&limit=10&category=rings'],
        body: listBody,
      },
      {
        name: 'list page 50 (2 metals, price asc)',
        method: 'POST',
        paths: ['/api/aurelle/products?page=50&limit=10&sort=price-asc'],
        body: JSON.stringify({ metal: ['Yellow Gold', 'White Gold'] }),
      },
      { name: 'detail (200 products)', method: 'GET', paths: detailPaths },
      {
        name: 'getFilters (category)',
        method: 'GET',
        paths: ['/api/aurelle/getFilters?category=rings'],
      },
      {
        name: `search, uncached (${terms.length} terms)`,
        method: 'GET',
        paths: terms.map((t) => `/api/aurelle/products/search/${encodeURIComponent(t)}`),
      },
      {
        name: `search, uncached, 8 connections`,
        method: 'GET',
        paths: terms.map((t) => `/api/aurelle/products/search/${encodeURIComponent(t)}`),
        connections: 8,
      },
      {
        name: `cart (${CART_LINES} lines, signed in)`,
        method: 'GET',
        paths: ['/api/customer/cart'],
        headers: { authorization },
      },
      {
        name: `cart (${CART_LINES} lines, signed in), 8 connections`,
        method: 'GET',
        paths: ['/api/customer/cart'],
        headers: { authorization },
        connections: 8,
      },
      {
        name: `wishlist (${CART_LINES} items, signed in)`,
        method: 'GET',
        paths: ['/api/customer/wishlist'],
        headers: { authorization },
      },
    ];
    // Warm the caches (every detail page too), as a running shop's would be.
    for (const scenario of scenarios.slice(0, 4)) {
      for (const path of scenario.paths) {
        const res = await fetch(base + path, {
          method: scenario.method,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(scenario.body ? { body: scenario.body } : {}),
        });
        if (!res.ok) throw new Error(`${scenario.name}: ${res.status} ${await res.text()}`);
      }
    }
    const filled = await fillCartAndWishlist(
      base,
      { ...headers, authorization },
      catalog.slugs,
      CART_LINES,
    );
    if (filled !== CART_LINES) throw new Error(`only ${filled} products in stock for the cart`);
    // The bare server runs beside the API; each call alternates 2-second slices with it, so the
    // ratio compares like with like even when the machine's load drifts during the run.
    const bareServer = await startBareServerLike(
      `${base}${scenarios[0]?.paths[0]}`,
      headers,
      listBody,
      dataDir,
    );
    bare = bareServer.child;
    const bareScenario: Scenario = {
      name: `bare node:http (same ${bareServer.bytes} bytes)`,
      method: 'POST',
      paths: ['/'],
      body: listBody,
    };
    const bareTarget = { base: bareServer.base, scenario: bareScenario };
    const opts = { connections, durationSeconds, headers };
    const bareRuns: LoadResult[] = [];
    const rows: Record<string, string | number>[] = [];
    for (const scenario of scenarios) {
      if (only && !scenario.name.includes(only)) continue;
      process.stdout.write(`  ${scenario.name}… `);
      const { result, baseline } = await loadAgainst({ base, scenario }, bareTarget, opts);
      bareRuns.push(baseline);
      console.log(`${Math.round(result.rps)} req/s (bare ${Math.round(baseline.rps)})`);
      rows.push({
        call: result.name,
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'bare req/s': Math.round(baseline.rps),
        'API / bare': `${Math.round((result.rps / baseline.rps) * 100)} %`,
        errors: result.errors + result.non2xx,
      });
    }
    const bareAll = bareRuns.map((r) => r.rps);
    if (bareRuns.length > 0)
      rows.push({
        call: bareScenario.name,
        'req/s': Math.round(bareAll.reduce((a, b) => a + b, 0) / bareAll.length),
        'p50 ms': bareRuns[0]?.p50 ?? 0,
        'p99 ms': Math.max(...bareRuns.map((r) => r.p99)),
        'bare req/s': `${Math.round(Math.min(...bareAll))}–${Math.round(Math.max(...bareAll))}`,
        'API / bare': '—',
        errors: bareRuns.reduce((n, r) => n + r.errors + r.non2xx, 0),
      });
    console.log(
      `\n${kind}, ${count} products, ${connections} connections, ${durationSeconds} s each, ` +
        `stock changing ${stockChanges} times a second`,
    );
    console.table(rows);
    let orderRun: Record<string, unknown> | undefined;
    if (orderCustomers) {
      process.stdout.write(`  placing ${orderCount} cash orders, ${orderConnections} in flight… `);
      const placed = await placeOrdersUnderLoad(base, headers, orderCustomers, orderConnections);
      console.log(
        `${placed.ordersPerSecond.toFixed(1)} orders/s, p50 ${placed.p50} ms, p99 ${placed.p99} ms` +
          `, refused ${JSON.stringify(placed.failures)}`,
      );
      // The API owns the database (PGlite allows one process): stop it, then count the rows.
      await stopAndWait(api);
      database = await createDatabase(target);
      const reconciled = await reconcileOrders(
        database.db,
        orderCustomers.productId,
        placed.placed,
      );
      console.log(
        reconciled.problems.length === 0
          ? `  reconciled: ${reconciled.orders} orders, stock ${reconciled.stock}, carts empty`
          : `  NOT RECONCILED: ${reconciled.problems.join('; ')}`,
      );
      if (reconciled.problems.length > 0) process.exitCode = 1;
      orderRun = { orders: orderCount, connections: orderConnections, ...placed, reconciled };
    }
    writeFileSync(
      join(outDir, `api-${kind}.json`),
      JSON.stringify(
        { kind, count, connections, durationSeconds, stockChanges, rows, orderRun },
        null,
        2,
      ),
    );
  } finally {
    stop(api);
    stop(bare);
    await database?.close().catch(() => {});
    await dropBenchPostgres(throwaway);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
