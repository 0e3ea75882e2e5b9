#!/usr/bin/env node
// Before and after in one sitting: two running shops (say the base commit's build and this one's)
// measured by run.mjs one Lighthouse run at a time, interleaved page by page, build by build and
// slowdown by slowdown, so a busy spell of this shared machine falls on both (docs/decisions/0049).
// Prints, per page, slowdown and build, the medians of the runs with lowest–highest, as run.mjs.
//
//   BEFORE=http://127.0.0.1:8091 AFTER=http://127.0.0.1:8090 node bench/lighthouse/compare.mjs
//   RUNS=5 SLOWDOWNS=4,8 ... compare.mjs home product     (the defaults; pages as in run.mjs)
//
// Each shop is one started as a shop owner starts it (`npm start`, or `node apps/api/dist/server.js`
// from a copy of that commit's build): this script starts nothing. A product page is the first
// product of each shop's own list.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const builds = [
  ['before', process.env.BEFORE],
  ['after', process.env.AFTER],
];
if (builds.some(([, url]) => !url)) {
  console.error('BEFORE and AFTER must name the two running shops (http://127.0.0.1:PORT)');
  process.exit(1);
}
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
const SLOWDOWNS = (process.env.SLOWDOWNS ?? '4,8').split(',').filter(Boolean);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['home', 'shop', 'product'];

/** One run.mjs run of one page, one build, one slowdown: its figures from summary.json. */
function once(page, url, slowdown) {
  const run = spawnSync(process.execPath, [join(here, 'run.mjs'), page], {
    env: { ...process.env, BASE_URL: url, RUNS: '1', SLOWDOWNS: slowdown },
    encoding: 'utf8',
  });
  const folder = /reports in ([^)]+)\)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !folder) throw new Error(`run.mjs ${page} on ${url}: ${run.stderr}`);
  const summary = JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8'));
  return summary.measured[0].runs[0];
}

const results = new Map();
for (let index = 0; index < RUNS; index += 1) {
  for (const page of pages) {
    for (const slowdown of SLOWDOWNS) {
      // The order of the builds alternates too: neither always runs first.
      const order = index % 2 ? [...builds].reverse() : builds;
      for (const [build, url] of order) {
        const key = `${page} ${slowdown}× ${build}`;
        results.set(key, [...(results.get(key) ?? []), once(page, url, slowdown)]);
        process.stderr.write('.');
      }
    }
  }
}
process.stderr.write('\n');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const cell = (values, digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v) => v.toFixed(digits);
  const ends = sorted.length > 1 ? `${f(sorted[0])}–${f(sorted.at(-1))} ` : '';
  return `${ends}(${f(median(values))})`;
};
console.log(
  `Lighthouse 12.8.2, mobile preset, ${RUNS} runs per page, build and slowdown, interleaved: lowest–highest (median)`,
);
console.log(
  '| page | CPU | build | score | TBT (ms) | longest task (ms) | after FCP (ms) | main thread (s) | LCP (s) | JS (KB) | benchmarkIndex |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [key, runs] of results) {
  const [page, cpu, build] = key.split(' ');
  const of = (field) => runs.map((run) => run[field]);
  console.log(
    `| ${page} | ${cpu} | ${build} | ${cell(of('score'))} | ${cell(of('tbt'))} | ${cell(of('longest'))} | ${cell(of('longestAfterPaint'))} | ${cell(of('mainThread'), 1)} | ${cell(of('lcp'), 2)} | ${median(of('js')).toFixed(1)} | ${cell(of('benchmarkIndex'))} |`,
  );
}
