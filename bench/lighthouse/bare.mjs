#!/usr/bin/env node
// The floor under every page's figures: Lighthouse (mobile preset, as run.mjs) on a page with no
// script, no stylesheet and no picture, served here on 127.0.0.1. What it still measures is the
// browser's and the tooling's own work: above all the task that commits the navigation, where the
// page's V8 context is made at once because Lighthouse's DevTools client asks for it (a shopper's
// browser makes it when the first script runs). A shop page's longest task before its first
// contentful paint is this task plus the parsing of its head; see docs/performance.md, session 23.
//
//   node bench/lighthouse/bare.mjs            (RUNS=5, SLOWDOWNS=4,8)
//
// Prints, per slowdown, every run's long tasks (start+length in ms, "before FCP" where they are)
// and lowest–highest (median) of the longest.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { median } from './trace-load.mjs';

const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5);
const SLOWDOWNS = (process.env.SLOWDOWNS ?? '4,8')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title>' +
  '<meta name="description" content="A page with nothing to run."></head>' +
  '<body><h1>Aurelle</h1><p>No script, no stylesheet, no picture.</p></body></html>';

const server = createServer((request, response) => {
  if (request.url !== '/') return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const out = mkdtempSync(join(tmpdir(), 'aurelle-lh-bare-'));

try {
  for (const slowdown of SLOWDOWNS) {
    const longest = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const file = join(out, `bare-${slowdown}x-${run}.json`);
      // Spawned, not spawnSync as in run.mjs: the page is served from this process's event loop.
      const status = await new Promise((resolve) => {
        const child = spawn(
          'npx',
          [
            '-y',
            'lighthouse@12.8.2',
            url,
            '--quiet',
            '--only-categories=performance',
            '--output=json',
            `--output-path=${file}`,
            `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
            `--throttling.cpuSlowdownMultiplier=${slowdown}`,
          ],
          { cwd: tmpdir(), stdio: 'ignore', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
        );
        child.on('exit', resolve);
      });
      if (status !== 0) throw new Error(`lighthouse exited with ${status}`);
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const fcp = report.audits['first-contentful-paint'].numericValue;
      const tasks = report.audits['long-tasks']?.details?.items ?? [];
      longest.push(Math.max(0, ...tasks.map((task) => task.duration)));
      const listed = tasks
        .map((task) => {
          const where = task.startTime < fcp ? ' before FCP' : '';
          return `${Math.round(task.startTime)}+${Math.round(task.duration)}${where}`;
        })
        .join(', ');
      const index = Math.round(report.environment.benchmarkIndex);
      console.log(
        `${slowdown}× run ${run}: long tasks ${listed || 'none'} (benchmarkIndex ${index})`,
      );
    }
    const sorted = [...longest].sort((a, b) => a - b).map(Math.round);
    console.log(
      `${slowdown}× longest task: ${sorted[0]}–${sorted.at(-1)} (${Math.round(median(longest))}) ms\n`,
    );
  }
} finally {
  server.close();
}
