#!/usr/bin/env node
// Page-speed benchmark: Lighthouse (mobile preset) in Debian Chromium against a production build
// of the shop, for the home page, a category page and a product page, at Lighthouse's 4× CPU
// slowdown and at 8× (a slower phone). Prints one row per page and slowdown: performance score,
// LCP, TBT, the longest main-thread task (of all, and from the first contentful paint on), the
// main-thread work, CLS (the highest), transferred
// JavaScript and Lighthouse's `benchmarkIndex` of the host (how fast this machine was during the
// runs: figures from hosts of different speed are not comparable).
//
//   node bench/lighthouse/run.mjs            (builds if stale, starts its own server)
//   BASE_URL=http://127.0.0.1:8080 node bench/lighthouse/run.mjs   (against a running shop)
//   RUNS=1 node bench/lighthouse/run.mjs     (one run per page: quick, not a figure to record)
//   SLOWDOWNS=4 node bench/lighthouse/run.mjs   (only Lighthouse's own 4×)
//   SAVE_TRACES=1 node bench/lighthouse/run.mjs (keeps each run's trace, for DevTools to open)
//   PROFILE=1 node bench/lighthouse/run.mjs (the traces with V8's CPU profile; the profiler
//     slows the page, so such a run's figures are not to be recorded)
//
// Each page runs RUNS times (5 by default): lowest–highest (median). The runs of a page alternate
// between the slowdowns, so a spell of a busy host falls on both. The JSON reports and a summary
// (`summary.json`) stay in the folder printed at the end.
//
// Lighthouse runs through `npx -y lighthouse@12.8.2`, kept out of the workspace so its
// dependencies stay out of the lock file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startShop } from '../lib/shop-server.mjs';

const API_KEY = process.env.STOREFRONT_API_KEY ?? 'aurelle-demo-storefront-key';
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

// `node bench/lighthouse/run.mjs home product` measures only those pages. One run's TBT moves by
// tens of ms on a shared machine: the median of five is the figure (Lighthouse's authors' advice).
const onlyPages = process.argv.slice(2);
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
const SLOWDOWNS = (process.env.SLOWDOWNS ?? '4,8')
  .split(',')
  .map((value) => Number.parseFloat(value))
  .filter((value) => value > 0);
const shop = await startShop('aurelle-lh-');
const base = shop.base;

try {
  const list = await fetch(`${base}/api/aurelle/products?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: '{}',
  }).then((r) => r.json());
  const product = list.products?.[0];
  const pages = [
    ['home', '/'],
    ['shop', '/shop/opus'],
    ['product', product ? `/product/${product.slug ?? product._id}` : null],
  ].filter(([name, path]) => path && (onlyPages.length === 0 || onlyPages.includes(name)));

  const out = mkdtempSync(join(tmpdir(), 'aurelle-lh-out-'));

  /** One Lighthouse run of a page: its figures, from the JSON report written to `file`. */
  function measure(path, file, slowdown) {
    // Lighthouse sometimes loses the navigation start on this machine (NO_NAVSTART, or a report
    // with a runtime error); such a run measured nothing, so it is tried again, up to three times.
    let report;
    for (let attempt = 1; attempt <= 3 && !report; attempt += 1) {
      const run = spawnSync(
        'npx',
        [
          '-y',
          'lighthouse@12.8.2',
          `${base}${path}`,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${file}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          `--throttling.cpuSlowdownMultiplier=${slowdown}`,
          ...(process.env.SAVE_TRACES || process.env.PROFILE ? ['--save-assets'] : []),
          ...(process.env.PROFILE
            ? ['--additional-trace-categories=disabled-by-default-v8.cpu_profiler']
            : []),
        ],
        {
          cwd: tmpdir(),
          stdio: ['ignore', 'ignore', 'pipe'],
          encoding: 'utf8',
          env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        },
      );
      const parsed = run.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
      if (parsed && !parsed.runtimeError && parsed.categories.performance.score !== null) {
        report = parsed;
      } else {
        const why = parsed?.runtimeError?.code ?? run.stderr.trim().split('\n').at(-1);
        console.error(`lighthouse on ${path}, attempt ${attempt}: ${why}`);
      }
    }
    if (!report) throw new Error(`lighthouse failed three times on ${path}`);
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    const js = (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const tasks = report.audits['long-tasks']?.details?.items ?? [];
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: Math.round(audit('total-blocking-time')),
      // Lighthouse lists tasks of 50 ms and more, their length at the run's slowdown.
      longest: Math.max(0, ...tasks.map((task) => task.duration ?? 0)),
      // The same from the first contentful paint on: the start's own work. Before it, the
      // longest is the browser's commit of the navigation, whose V8 context Lighthouse's tooling
      // makes at once, even on a page with no script (docs/decisions/0049 §1).
      longestAfterPaint: Math.max(
        0,
        ...tasks
          .filter((task) => task.startTime >= audit('first-contentful-paint'))
          .map((task) => task.duration ?? 0),
      ),
      mainThread: audit('mainthread-work-breakdown') / 1000,
      cls: audit('cumulative-layout-shift'),
      js: js / 1024,
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    };
  }

  /**
   * `a–b` over the runs (one value when they agree), with `format` applied to each end, and from
   * three runs on the median after it: one slow run on a shared machine moves the ends, not it.
   */
  const range = (values, format) => {
    const sorted = [...values].sort((x, y) => x - y);
    const [low, high] = [sorted[0], sorted.at(-1)].map(format);
    const spread = low === high ? low : `${low}–${high}`;
    if (sorted.length < 3 || low === high) return spread;
    const middle = sorted.length / 2;
    const median = Number.isInteger(middle)
      ? (sorted[middle - 1] + sorted[middle]) / 2
      : sorted[Math.floor(middle)];
    return `${spread} (${format(median)})`;
  };

  const measured = [];
  for (const [name, path] of pages) {
    const runs = new Map(SLOWDOWNS.map((slowdown) => [slowdown, []]));
    for (let index = 0; index < RUNS; index += 1) {
      for (const slowdown of SLOWDOWNS) {
        const file = join(out, `${name}-${slowdown}x-${index + 1}.json`);
        runs.get(slowdown).push(measure(path, file, slowdown));
      }
    }
    for (const slowdown of SLOWDOWNS)
      measured.push({ name, path, slowdown, runs: runs.get(slowdown) });
  }

  const rows = measured.map(({ name, path, slowdown, runs }) => {
    const of = (key) => runs.map((run) => run[key]);
    return {
      page: `${name} ${path}`,
      cpu: `${slowdown}×`,
      score: range(of('score'), String),
      lcp: `${range(of('lcp'), (v) => v.toFixed(2))} s`,
      tbt: `${range(of('tbt'), (v) => String(Math.round(v)))} ms`,
      longest: `${range(of('longest'), (v) => String(Math.round(v)))} ms`,
      longestAfterPaint: `${range(of('longestAfterPaint'), (v) => String(Math.round(v)))} ms`,
      mainThread: `${range(of('mainThread'), (v) => v.toFixed(1))} s`,
      cls: Math.max(...of('cls')).toFixed(3),
      js: `${range(of('js'), (v) => v.toFixed(1))} KB`,
      benchmarkIndex: range(of('benchmarkIndex'), (v) => String(Math.round(v))),
    };
  });
  writeFileSync(join(out, 'summary.json'), JSON.stringify({ runs: RUNS, measured }, null, 2));

  const times = RUNS === 1 ? '' : `, ${RUNS} runs per page: lowest–highest (median)`;
  console.log(`\nLighthouse 12.8.2, mobile preset, Debian Chromium${times} (reports in ${out})`);
  const columns = [
    ['page', 'page', 34],
    ['cpu', 'CPU', 4],
    ['score', 'score', 12],
    ['lcp', 'LCP', 19],
    ['tbt', 'TBT', 16],
    ['longest', 'longest task', 16],
    ['longestAfterPaint', 'after FCP', 16],
    ['mainThread', 'main thread', 18],
    ['cls', 'CLS', 6],
    ['js', 'JS (transferred)', 24],
    ['benchmarkIndex', 'benchmarkIndex', 20],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][2]) : cell.padStart(columns[i][2])));
  console.log(...line(columns.map(([, title]) => title)));
  for (const row of rows) console.log(...line(columns.map(([key]) => row[key])));
} finally {
  await shop.stop();
}
