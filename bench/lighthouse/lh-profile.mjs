#!/usr/bin/env node
// What fills the tasks Lighthouse itself counts: its saved trace of a run with the V8 CPU profiler
// on (`PROFILE=1 node bench/lighthouse/run.mjs` keeps `<page>-<cpu>x-<run>-0.trace.json`), read
// through the build's source maps. For each task after the first contentful paint over LINE_MS
// (default 10 ms as recorded: the shortest task Lighthouse's simulation keeps as a task of its
// own), the trace events that took the most of it, the functions the profiler sampled in it, and
// the source lines. Lighthouse's DevTools client makes some calls cost far more than in a
// shopper's browser (a request started, `document.title` written): this names them in its runs,
// where profile.mjs measures a Playwright load. Each task's blocking time at 4× and 8× is the part
// of it, slowed that much, beyond 50 ms: what it would add to TBT. The profiler slows the page: a
// PROFILE=1 run's scores are not figures to record.
//
//   PROFILE=1 RUNS=3 SLOWDOWNS=4 BASE_URL=http://127.0.0.1:8080 node bench/lighthouse/run.mjs shop
//   node bench/lighthouse/lh-profile.mjs /tmp/aurelle-lh-out-XXXX/shop-4x-*-0.trace.json
//   LINE_MS=5 DIST=/tmp/other/apps/web/dist node bench/lighthouse/lh-profile.mjs <trace.json...>
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { namer, sampledIn, samplesOf, taskEvents, top } from './samples.mjs';
import { pageMainThread } from './trace-load.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/lighthouse/lh-profile.mjs <trace.json> [trace.json...]');
  process.exit(1);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { origin, line } = namer(process.env.DIST ?? join(root, 'apps', 'web', 'dist'));
const LINE_US = (Number.parseFloat(process.env.LINE_MS ?? '10') || 10) * 1000;
const ms = (us) => (us / 1000).toFixed(1);
/**
 * What a task of `us` adds to Total Blocking Time once Lighthouse's simulation has slowed it
 * `slowdown` times: the part beyond 50 ms. Tasks under 10 ms (as recorded) are left out of the
 * simulation; where the simulation places the rest (past its estimate of the FCP or not) it
 * decides, so the sum is what the tasks would add, not Lighthouse's figure.
 */
const blocking = (us, slowdown) => Math.max(0, (slowdown * us) / 1000 - 50);
const SLOWDOWNS = [4, 8];
const blockingOf = (tasks) =>
  SLOWDOWNS.map(
    (slowdown) =>
      `${slowdown}×: ${Math.round(tasks.reduce((sum, task) => sum + blocking(task.dur, slowdown), 0))} ms`,
  ).join(', ');

for (const file of files) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events = raw.traceEvents ?? raw;
  const main = pageMainThread(events);
  if (!main) {
    console.log(`\n${file}: no first contentful paint`);
    continue;
  }
  const samples = samplesOf(events, main);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && e.ts > main.paint.ts && e.dur > LINE_US,
  );
  console.log(
    `\n${file}: ${tasks.length} tasks over ${ms(LINE_US)} ms after the first contentful paint` +
      ` (blocking time they would add at ${blockingOf(tasks)})`,
  );
  if (samples.length === 0) console.log('  (no profile: was the run made with PROFILE=1?)');
  for (const task of tasks) {
    const inside = taskEvents(onMain, task);
    const code = sampledIn(samples, task, (sample) => origin(sample.node));
    const lines = sampledIn(samples, task, (sample) =>
      line(sample.node, sample.line, sample.column),
    );
    console.log(
      `  ${ms(task.ts - main.paint.ts)} ms after it, ${ms(task.dur)} ms (blocking ${blockingOf([task])})`,
    );
    console.log(`    events: ${top(inside)}`);
    if (code.size) console.log(`    sampled: ${top(code)}`);
    if (lines.size) console.log(`    lines: ${top(lines, 4)}`);
  }
}
