#!/usr/bin/env node
// What a page's layout spends on fonts after its first contentful paint: a Chromium trace with
// the `fonts` and `blink` categories (which Lighthouse's traces lack), recorded in Debian Chromium
// by Playwright at a phone's viewport, unthrottled, against a running shop. Prints, per run and as
// medians, the calls for font data (`FontCache::GetFontPlatformData`), the calls to the browser
// process for the system's fonts (fontconfig, synchronous), the fallback look-ups for characters
// no web face covers, and the time in `Layout` and style recalculation (docs/decisions/0049 §8).
//
//   BASE_URL=http://127.0.0.1:8080 node bench/lighthouse/fonts-trace.mjs /product/lumiere-solitaire-ring
//   RUNS=4 ... fonts-trace.mjs / /shop/opus
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { median, TIMELINE_CATEGORIES, traceLoad } from './trace-load.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '4', 10) || 4);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

const SYSTEM_CALLS = [
  'FontDataManager::onMatchFamilyStyle',
  'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'WebSandboxSupportLinux::GetFallbackFontForCharacter',
];
const COUNTED = {
  fontData: ['FontCache::GetFontPlatformData'],
  systemCalls: SYSTEM_CALLS,
  fallbacks: ['FontCache::FallbackFontForCharacter'],
};

/** One load of a page: the trace's figures after the first contentful paint. */
async function measure(browser, url) {
  const events = await traceLoad(browser, url, {
    contextOptions: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    categories: [...TIMELINE_CATEGORIES, 'fonts', 'blink'],
    waitMs: 3000,
  });
  // The page's renderer main thread: where its navigation started.
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === start.pid,
  )?.ts;
  const after = events.filter(
    (event) =>
      event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.ts > fcp,
  );
  const count = (names) => after.filter((event) => names.includes(event.name)).length;
  const time = (name) =>
    after.filter((event) => event.name === name).reduce((sum, event) => sum + event.dur, 0) / 1000;
  return {
    ...Object.fromEntries(Object.entries(COUNTED).map(([key, names]) => [key, count(names)])),
    layoutMs: time('Layout'),
    styleMs: time('UpdateLayoutTree'),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await measure(browser, base + path));
    console.log(`\n${path}: after the first contentful paint, ${RUNS} runs, unthrottled`);
    for (const key of Object.keys(runs[0])) {
      const values = runs.map((run) => run[key]);
      const show = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
      console.log(
        `  ${key.padEnd(12)} median ${show(median(values)).padStart(6)}   (${values.map(show).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
}
