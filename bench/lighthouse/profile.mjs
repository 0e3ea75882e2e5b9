#!/usr/bin/env node
// What fills each long task after a page's first contentful paint, unthrottled, in Debian
// Chromium at a phone's viewport: for each task over 12.5 ms (over Lighthouse's 50 ms at its 4×
// slowdown), the trace events that took the most of it, and the JavaScript the CPU profiler
// sampled in it, by source file and function through the build's source maps. Where tasks.mjs
// says how much, this says what: it found the compiles of decision 0056.
//
//   node bench/lighthouse/profile.mjs http://127.0.0.1:8080/product/lumiere-solitaire-ring
//   RUNS=3 DIST=/tmp/other/apps/web/dist node bench/lighthouse/profile.mjs <url>
//
// DIST is the build the shop serves (default apps/web/dist), for its source maps. The profiler
// and V8's categories slow the page down: compare loads of one run of this tool, not its figures
// with tasks.mjs's.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../../scripts/chromium.mjs';
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
const SHOWN = 6;
const ms = (us) => (us / 1000).toFixed(1);

/** A source map per served script, read once; null where the build has none. */
const maps = new Map();
function sourceMap(scriptUrl) {
  const file = new URL(scriptUrl).pathname;
  if (!maps.has(file)) {
    try {
      maps.set(
        file,
        new SourceMapConsumer(JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8'))),
      );
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file);
}

/** Where a profiler node's function comes from: package or source file, and its name. */
function origin({ callFrame }) {
  if (!callFrame.url) return callFrame.functionName || '(native)';
  const map = /^https?:/.test(callFrame.url) ? sourceMap(callFrame.url) : null;
  if (!map) return `${callFrame.url.split('/').pop()} ${callFrame.functionName}`.trim();
  const at = map.originalPositionFor({
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber,
  });
  const source = (at.source ?? '?')
    .replace(/.*node_modules\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/.*\/apps\/web\/src\//, 'src/')
    .replace(/\/dist\/.*/, '');
  return at.name ? `${source} ${at.name}` : source;
}

/**
 * The profiler's samples on the page's main thread: [time, node, interval] triples. The profile
 * is announced on that thread (`Profile`); its chunks come from the profiler's own thread.
 */
function samplesOf(events, main) {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid,
  );
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== main.pid || event.id !== profile.id)
      continue;
    const { cpuProfile, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push([time, nodes.get(id), timeDeltas[index] ?? 0]);
    });
  }
  return samples;
}

const top = (totals) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN)
    .map(([name, us]) => `${name} ${ms(us)}`)
    .join(' · ');

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
      const end = task.ts + task.dur;
      const inside = new Map();
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts + event.dur > end) continue;
        if (/RunTask|ProfileChunk/.test(event.name)) continue;
        const script = event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '';
        inside.set(event.name + script, (inside.get(event.name + script) ?? 0) + event.dur);
      }
      const code = new Map();
      for (const [time, node, delta] of samples) {
        if (time < task.ts || time > end || !node) continue;
        const name = origin(node);
        code.set(name, (code.get(name) ?? 0) + delta);
      }
      console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms`);
      console.log(`    events: ${top(inside)}`);
      console.log(`    sampled: ${top(code)}`);
    }
  }
} finally {
  await browser.close();
}
