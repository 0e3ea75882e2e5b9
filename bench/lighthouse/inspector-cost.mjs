#!/usr/bin/env node
// What a DevTools client attached to the page costs it, which a shopper's browser does not pay.
// With the DevTools protocol's Runtime domain on (Lighthouse, Playwright), V8 records where in the
// source each `Error` was built, for every function on the stack at that moment. Functions are
// compiled without their source positions, so V8 parses each of them again: a big one takes
// milliseconds. React DOM builds five errors as its module is evaluated, inside its CommonJS
// wrapper, one function of ~200 KB (docs/performance.md, session 20).
//
//   node bench/lighthouse/inspector-cost.mjs
//   RUNS=5 node bench/lighthouse/inspector-cost.mjs http://127.0.0.1:8090 / /shop/opus
//
// 1. The proof, with no shop: a page whose script builds one `Error` inside a function of ~270 KB
//    of source and times it with `performance.now()`. Loaded by Chromium with no DevTools client
//    (`--dump-dom` prints the page's own figure), then through Playwright. Medians of RUNS loads.
// 2. With a shop and paths: each page loaded RUNS times, traced with Lighthouse's stack category;
//    per load, V8's `CollectSourcePositions` after the first contentful paint, in all and the
//    largest, and the longest task. Medians of the loads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../../scripts/chromium.mjs';
import { median, pageMainThread, TIMELINE_CATEGORIES, traceLoad } from './trace-load.mjs';

const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
const [shop, ...paths] = process.argv.slice(2);
const ms = (value) => `${value.toFixed(1)} ms`;

/** A script with one function of ~270 KB that builds an `Error` and shows how long that took. */
function proofPage(dir) {
  const inner = Array.from(
    { length: 2500 },
    (_, i) => `function f${i}(a, b) { const c = a + b * ${i}; return c > ${i} ? [a, b, c] : c; }`,
  ).join('\n');
  writeFileSync(
    join(dir, 'proof.js'),
    `function big() {\n${inner}\nconst start = performance.now();\nconst error = Error('built');\n` +
      `return [performance.now() - start, error, f1(1, 2)];\n}\n`,
  );
  const page = join(dir, 'proof.html');
  writeFileSync(
    page,
    '<!doctype html><title>proof</title><script src="proof.js"></script><pre id="out"></pre>' +
      '<script>document.getElementById("out").textContent = "error-built-in " + big()[0];</script>',
  );
  return pathToFileURL(page).href;
}

const builtIn = (text) => Number(/error-built-in ([\d.]+)/.exec(text ?? '')?.[1]);

async function proof(browser) {
  const dir = mkdtempSync(join(tmpdir(), 'inspector-cost-'));
  try {
    const url = proofPage(dir);
    const alone = [];
    const attached = [];
    for (let run = 0; run < RUNS; run += 1) {
      const dumped = spawnSync(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--dump-dom', url], {
        encoding: 'utf8',
        timeout: 30_000,
      });
      alone.push(builtIn(dumped.stdout));
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      attached.push(builtIn(await page.textContent('#out')));
      await context.close();
    }
    if ([...alone, ...attached].some(Number.isNaN)) throw new Error('the proof page did not run');
    console.log('One Error built inside a function of ~270 KB (medians):');
    console.log(`  no DevTools client (a shopper's browser)   ${ms(median(alone))}`);
    console.log(`  through the DevTools protocol (Playwright)  ${ms(median(attached))}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One load: its CollectSourcePositions after the first contentful paint, and its longest task. */
async function sourcePositions(browser, url) {
  const events = await traceLoad(browser, url, {
    contextOptions: PHONE_CONTEXT,
    categories: [
      ...TIMELINE_CATEGORIES,
      'toplevel',
      'v8',
      'disabled-by-default-v8.compile',
      'disabled-by-default-devtools.timeline.stack',
    ],
    waitMs: 3000,
  });
  const main = pageMainThread(events);
  if (!main) return undefined;
  const after = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ph === 'X' &&
      event.ts > main.paint.ts,
  );
  const collects = after.filter((event) => event.name === 'V8.CollectSourcePositions');
  const tasks = after.filter((event) => event.name === 'RunTask');
  return {
    total: collects.reduce((sum, event) => sum + event.dur / 1000, 0),
    largest: Math.max(0, ...collects.map((event) => event.dur / 1000)),
    longest: Math.max(0, ...tasks.map((event) => event.dur / 1000)),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await proof(browser);
  for (const path of paths) {
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) {
      const load = await sourcePositions(browser, shop + path);
      if (load) loads.push(load);
    }
    if (loads.length === 0) throw new Error(`${shop}${path}: no first contentful paint traced`);
    const figure = (key) => ms(median(loads.map((load) => load[key])));
    console.log(
      `${shop}${path}: source positions collected after FCP ${figure('total')}, the largest ` +
        `${figure('largest')}; longest task ${figure('longest')} (unthrottled, ${loads.length} loads)`,
    );
  }
} finally {
  await browser.close();
}
