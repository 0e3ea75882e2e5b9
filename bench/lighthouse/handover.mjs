#!/usr/bin/env node
// When the app takes a page over from the server's first paint, on a phone's network: each page
// loaded in Debian Chromium with the network and CPU throttled as Lighthouse's mobile preset
// applies them with DevTools (562.5 ms a request, 1.6 Mbps × 0.9 down, 750 Kbps × 0.9 up, CPU
// 4×), in a new browser context each run, as a first visit. Prints, per page and build, lowest–
// highest (median) of RUNS runs:
//   - "app drawn": the app's first screen in the page (the first element put into #root);
//   - "handed over": the first paint removed, the app's own screen showing (or "app drawn" where
//     the page has no first paint);
//   - "calls": the API calls the page made before that.
// From then on the shopper's taps are the app's. With BEFORE and AFTER, the two builds' runs are
// interleaved (docs/performance.md, issue 19).
//
//   BASE_URL=http://127.0.0.1:8080 RUNS=5 node bench/lighthouse/handover.mjs /shop/opus /
//   BEFORE=http://127.0.0.1:8091 AFTER=http://127.0.0.1:8090 node bench/lighthouse/handover.mjs
/* global document, MutationObserver, window -- used inside the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../../scripts/chromium.mjs';
import { median } from './trace-load.mjs';

const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
const CPU = Number.parseFloat(process.env.CPU ?? '4') || 4;
const builds = process.env.BEFORE
  ? [
      ['before', process.env.BEFORE],
      ['after', process.env.AFTER],
    ]
  : [['', process.env.BASE_URL ?? 'http://127.0.0.1:8080']];
if (builds.some(([, url]) => !url)) {
  console.error('BEFORE and AFTER must both name a running shop (http://127.0.0.1:PORT)');
  process.exit(1);
}
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/shop/opus', '/product/lumiere-solitaire-ring'];
// Lighthouse's mobile preset as DevTools throttling applies it (its `throttling` constants).
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** Runs in the page before its scripts: when #root first gets an element, and #first-paint goes. */
function watchHandover() {
  const times = { drawn: undefined, handedOver: undefined, hadFirstPaint: false };
  Object.assign(window, { handover: times });
  new MutationObserver(() => {
    const root = document.getElementById('root');
    const paint = document.getElementById('first-paint');
    if (paint) times.hadFirstPaint = true;
    if (times.drawn === undefined && root?.firstElementChild) times.drawn = performance.now();
    if (times.drawn !== undefined && times.handedOver === undefined && !paint) {
      times.handedOver = performance.now();
    }
  }).observe(document, { subtree: true, childList: true });
}

async function measure(browser, base, path) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript(watchHandover);
  const calls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.handover?.handedOver !== undefined, null, {
    timeout: 60_000,
    polling: 50,
  });
  const times = await page.evaluate(() => window.handover);
  await context.close();
  return { drawn: times.drawn, handedOver: times.handedOver, calls: calls.length };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = new Map();
for (const path of paths) {
  for (let run = 0; run < RUNS; run++) {
    // Alternate which build goes first, so neither always loads into a warmer machine.
    const order = run % 2 ? [...builds].reverse() : builds;
    for (const [name, base] of order) {
      const key = `${path}|${name}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(await measure(browser, base, path));
      process.stdout.write('.');
    }
  }
}
await browser.close();

const span = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n) => Math.round(n);
  return `${round(sorted[0])}–${round(sorted.at(-1))} (${round(median(sorted))})`;
};
console.log(
  `\nThe app taking over on a phone's network (DevTools throttling as Lighthouse's mobile preset, CPU ${CPU}×), ${RUNS} runs: lowest–highest (median), ms from navigation`,
);
console.log('| page | build | app drawn | handed over | API calls before |');
console.log('| --- | --- | --- | --- | --- |');
for (const [key, runs] of results) {
  const [path, name] = key.split('|');
  console.log(
    `| ${path} | ${name || '—'} | ${span(runs.map((r) => r.drawn))} | ${span(runs.map((r) => r.handedOver))} | ${span(runs.map((r) => r.calls))} |`,
  );
}
