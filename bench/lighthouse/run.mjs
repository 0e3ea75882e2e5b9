#!/usr/bin/env node
// Page-speed benchmark: Lighthouse (mobile preset) in Debian Chromium against a production build
// of the shop, for the home page, a category page and a product page. Prints one row per page:
// performance score, LCP, TBT, CLS (the highest) and transferred JavaScript.
//
//   node bench/lighthouse/run.mjs            (builds if stale, starts its own server)
//   BASE_URL=http://127.0.0.1:8080 node bench/lighthouse/run.mjs   (against a running shop)
//   RUNS=5 node bench/lighthouse/run.mjs     (each page five times: lowest–highest (median))
//
// Lighthouse runs through `npx -y lighthouse@12.8.2`, kept out of the workspace (TOOLCHAIN.md #12).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_ARGS, startShop } from '../lib/shop-server.mjs';

const API_KEY = process.env.STOREFRONT_API_KEY ?? 'aurelle-demo-storefront-key';
const CHROME_FLAGS = CHROME_ARGS.join(' ');

// `node bench/lighthouse/run.mjs home product` measures only those pages; RUNS=3 measures each
// three times and prints the range (one run's TBT moves by tens of ms on a shared machine).
const onlyPages = process.argv.slice(2);
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '1', 10) || 1);
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
  function measure(path, file) {
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
        ],
        {
          cwd: tmpdir(),
          stdio: ['ignore', 'ignore', 'pipe'],
          encoding: 'utf8',
          env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
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
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift'),
      js: js / 1024,
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

  const rows = [];
  for (const [name, path] of pages) {
    const runs = Array.from({ length: RUNS }, (_, index) =>
      measure(path, join(out, RUNS === 1 ? `${name}.json` : `${name}-${index + 1}.json`)),
    );
    const of = (key) => runs.map((run) => run[key]);
    rows.push({
      page: `${name} ${path}`,
      score: range(of('score'), String),
      lcp: `${range(of('lcp'), (v) => v.toFixed(2))} s`,
      tbt: `${range(of('tbt'), (v) => String(Math.round(v)))} ms`,
      cls: Math.max(...of('cls')).toFixed(3),
      js: `${range(of('js'), (v) => v.toFixed(1))} KB`,
    });
  }
  const times = RUNS === 1 ? '' : `, ${RUNS} runs per page: lowest–highest (median)`;
  console.log(`\nLighthouse 12.8.2, mobile preset, Debian Chromium${times} (reports in ${out})`);
  console.log(
    'page'.padEnd(40),
    'score'.padStart(12),
    'LCP'.padStart(20),
    'TBT'.padStart(17),
    'CLS'.padStart(7),
    'JS (transferred)'.padStart(17),
  );
  for (const r of rows) {
    console.log(
      r.page.padEnd(40),
      r.score.padStart(12),
      r.lcp.padStart(20),
      r.tbt.padStart(17),
      r.cls.padStart(7),
      r.js.padStart(17),
    );
  }
} finally {
  await shop.stop();
}
