#!/usr/bin/env node
// The main thread's tasks after the first contentful paint, unthrottled, in Debian Chromium at a
// phone's viewport: a steadier figure than Lighthouse's medians for comparing two builds on a
// machine whose speed varies. Lighthouse (simulated, 4× CPU) counts the part of each task beyond
// 50 ms; unthrottled, that is the part beyond 12.5 ms ("excess" below, a 4× TBT divided by four).
// The shops are measured in turn, run by run, so a slow spell falls on each of them.
//
//   node bench/lighthouse/tasks.mjs http://127.0.0.1:8091,http://127.0.0.1:8090 / /shop/opus
//   RUNS=7 ... tasks.mjs <shops, comma-separated> <paths...>
//
// Prints, per page and shop, medians of: the excess over 12.5 ms (with every run's figure), the
// tasks over 12.5 ms, the longest task and the task time after the first contentful paint.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../../scripts/chromium.mjs';
import { median, pageMainThread, TIMELINE_CATEGORIES, traceLoad } from './trace-load.mjs';

const [shopsArgument, ...paths] = process.argv.slice(2);
if (!shopsArgument || paths.length === 0) {
  console.error('usage: node bench/lighthouse/tasks.mjs <shop[,shop...]> <path> [path...]');
  process.exit(1);
}
const shops = shopsArgument.split(',');
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
/** A task over this, unthrottled, is over Lighthouse's 50 ms at its 4× slowdown. */
const LINE_MS = 12.5;
const WAIT_MS = 4000;

/** One load: the renderer main thread's tasks after the first contentful paint, in ms. */
async function tasksAfterFirstPaint(browser, url) {
  const events = await traceLoad(browser, url, {
    contextOptions: PHONE_CONTEXT,
    categories: [...TIMELINE_CATEGORIES, 'toplevel'],
    waitMs: WAIT_MS,
  });
  const main = pageMainThread(events);
  if (!main) return undefined;
  return events
    .filter((event) => event.pid === main.pid && event.tid === main.tid)
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.ts > main.paint.ts)
    .map((event) => event.dur / 1000);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const runs = new Map(shops.map((shop) => [shop, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const shop of shops) {
        let tasks;
        // A load whose trace missed its first paint is loaded again.
        for (let attempt = 0; attempt < 3 && !tasks; attempt += 1) {
          tasks = await tasksAfterFirstPaint(browser, shop + path);
        }
        if (!tasks) throw new Error(`${shop}${path}: no first contentful paint in 3 traces`);
        runs.get(shop).push({
          excess: tasks.reduce((sum, ms) => sum + Math.max(0, ms - LINE_MS), 0),
          over: tasks.filter((ms) => ms > LINE_MS).length,
          longest: Math.max(0, ...tasks),
          total: tasks.reduce((sum, ms) => sum + ms, 0),
        });
      }
    }
    for (const [shop, rows] of runs) {
      const figure = (key) => median(rows.map((row) => row[key])).toFixed(0);
      const each = rows.map((row) => row.excess.toFixed(0)).join(', ');
      console.log(
        `${shop}${path}: excess over ${LINE_MS} ms ${figure('excess')} ms (${each}); ` +
          `tasks over it ${figure('over')}; longest ${figure('longest')} ms; ` +
          `task time after FCP ${figure('total')} ms`,
      );
    }
  }
} finally {
  await browser.close();
}
