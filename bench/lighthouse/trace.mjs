#!/usr/bin/env node
// Where a page's main-thread time goes, from a Chromium trace Lighthouse saved
// (`SAVE_TRACES=1 node bench/lighthouse/run.mjs` keeps `<page>-<cpu>x-<run>-0.trace.json` beside
// each report). Prints the renderer main thread's task time by each trace event's own (exclusive)
// time, the documents it painted (the page, and each SVG picture, a document of its own), and the
// tasks over 10 ms with what filled them. Times are as recorded, before Lighthouse's CPU slowdown.
//
//   node bench/lighthouse/trace.mjs /tmp/aurelle-lh-out-XXXX/shop-4x-1-0.trace.json
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/lighthouse/trace.mjs <trace.json>');
  process.exit(1);
}
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;
const thread = (event) => `${event.pid}:${event.tid}`;
const ms = (us) => (us / 1000).toFixed(1);

// The page's renderer main thread: the CrRendererMain with the most complete events.
const threadNames = new Map(
  events
    .filter((event) => event.ph === 'M' && event.name === 'thread_name')
    .map((event) => [thread(event), event.args.name]),
);
const busy = new Map();
for (const event of events) {
  if (event.ph !== 'X' || threadNames.get(thread(event)) !== 'CrRendererMain') continue;
  busy.set(thread(event), (busy.get(thread(event)) ?? 0) + 1);
}
const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!main) throw new Error(`${file}: no renderer main thread`);
const onMain = events
  .filter((event) => thread(event) === main && event.ph === 'X' && event.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const start = events.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0].ts;

// Each event's own time: its duration less that of the events nested directly in it.
const own = new Map(onMain.map((event) => [event, event.dur]));
const open = [];
for (const event of onMain) {
  while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
  const parent = open.at(-1);
  if (parent) own.set(parent, own.get(parent) - event.dur);
  open.push(event);
}
const tasks = onMain.filter((event) => event.name === 'RunTask');
const taskTime = tasks.reduce((sum, task) => sum + task.dur, 0);
const byName = new Map();
for (const [event, time] of own) byName.set(event.name, (byName.get(event.name) ?? 0) + time);

console.log(`${file}\n${tasks.length} tasks, ${ms(taskTime)} ms on the main thread (unthrottled)`);
console.log('\nown time by trace event (RunTask: time in a task with no finer event)');
for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${ms(time).padStart(9)} ms  ${name}`);
}

const documents = new Map();
for (const event of onMain) {
  const frame = event.args?.data?.frame ?? event.args?.beginData?.frame;
  if (frame) documents.set(frame, (documents.get(frame) ?? 0) + own.get(event));
}
const [page, ...others] = [...documents].sort((a, b) => b[1] - a[1]);
const otherTime = others.reduce((sum, [, time]) => sum + time, 0);
console.log(`\nby document: the page ${ms(page?.[1] ?? 0)} ms (events that name a frame),`);
console.log(`  ${others.length} other documents (SVG pictures, frames) ${ms(otherTime)} ms`);

console.log('\ntasks over 10 ms: start (ms after navigation), length, what filled them');
for (const task of tasks.filter((t) => t.dur > 10_000)) {
  const inside = new Map();
  for (const event of onMain) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    inside.set(event.name, (inside.get(event.name) ?? 0) + own.get(event));
  }
  inside.set('(the task itself)', own.get(task));
  const top = [...inside]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, time]) => `${name} ${ms(time)}`)
    .join(', ');
  console.log(`${ms(task.ts - start).padStart(9)} ${ms(task.dur).padStart(7)}  ${top}`);
}
