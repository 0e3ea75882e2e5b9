#!/usr/bin/env node
// What fills each long task after a page's first contentful paint, unthrottled, in Debian
// Chromium at a phone's viewport: for each task over 12.5 ms (over Lighthouse's 50 ms at its 4×
// slowdown), the trace events that took the most of it, and the JavaScript the CPU profiler
// sampled in it, by source file and function through the build's source maps. Where tasks.mjs
// says how much, this says what: it found the compiles of decision 0049 §5.
//
//   node bench/lighthouse/profile.mjs http://127.0.0.1:8080/product/lumiere-solitaire-ring
//   RUNS=3 DIST=/tmp/other/apps/web/dist node bench/lighthouse/profile.mjs <url>
//
// DIST is the build the shop serves (default apps/web/dist), for its source maps. The profiler
// and V8's categories slow the page down: compare loads of one run of this tool, not its figures
// with tasks.mjs's.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../../scripts/chromium.mjs';
import { namer, sampledIn, samplesOf, taskEvents, top } from './samples.mjs';
import { pageMainThread, TIMELINE_CATEGORIES, traceLoad } from './trace-load.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node bench/lighthouse/profile.mjs <url>');
  process.exit(1);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = process.env.DIST ?? join(root, 'apps', 'web', 'dist');
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '1', 10) || 1);
const LINE_US = 12_500;
const ms = (us) => (us / 1000).toFixed(1);

const { origin } = namer(DIST);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // A first load warms the server's caches; it is not reported.
  await traceLoad(browser, url, {
    contextOptions: PHONE_CONTEXT,
    categories: TIMELINE_CATEGORIES,
    waitMs: 300,
  });
  for (let run = 1; run <= RUNS; run += 1) {
    const events = await traceLoad(browser, url, {
      contextOptions: PHONE_CONTEXT,
      categories: [...TIMELINE_CATEGORIES, 'toplevel', 'v8', 'disabled-by-default-v8.cpu_profiler'],
      waitMs: 3000,
    });
    const main = pageMainThread(events);
    if (!main) throw new Error(`${url}: no first contentful paint in the trace`);
    const onMain = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
    );
    // The navigation to the page, not to the blank page a new tab starts on.
    const starts = events
      .filter((event) => event.name === 'navigationStart' && event.ts <= main.paint.ts)
      .filter((event) => /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''))
      .map((event) => event.ts);
    const start = starts.length > 0 ? Math.max(...starts) : main.paint.ts;
    const samples = samplesOf(events, main);
    console.log(`\n${url}, run ${run}: first contentful paint at ${ms(main.paint.ts - start)} ms`);
    const tasks = onMain.filter(
      (event) => event.name === 'RunTask' && event.ts > main.paint.ts && event.dur > LINE_US,
    );
    for (const task of tasks) {
      const inside = taskEvents(onMain, task);
      const code = sampledIn(samples, task, (sample) => origin(sample.node));
      console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms`);
      console.log(`    events: ${top(inside)}`);
      console.log(`    sampled: ${top(code)}`);
    }
  }
} finally {
  await browser.close();
}
