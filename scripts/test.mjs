#!/usr/bin/env node
// `npm test`: lint, format (Prettier), typecheck, the OpenAPI document (Redocly), unit +
// integration (vitest), e2e (Playwright in Debian Chromium), fault scripts (apps/api/test/faults).
// Runs every step even when one fails, then prints one summary line: "summary: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onProjectNode } from './project-node.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Every step runs on the project's Node 24 (installed first when this starts on an older one).
await onProjectNode(root);
console.log(`Node ${process.version} (${process.execPath})`);
const out = mkdtempSync(join(tmpdir(), 'aurelle-test-'));
const only = process.argv.slice(2);
const results = [];

function step(name, command, args, env = {}, always = false) {
  if (!always && only.length && !only.includes(name)) return null;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  console.log(
    `━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const npx = 'npx';
for (const [name, command, args, env] of [
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['format', npx, ['prettier', '--check', '.', '--log-level=warn']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // The API's OpenAPI document, built without a server, linted by Redocly (redocly.yaml).
  [
    'openapi',
    'npm',
    ['run', '--silent', 'lint:openapi'],
    { REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  ],
]) {
  const ok = step(name, command, args, env);
  if (ok !== null) results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

// The demo's pictures go through the media pipeline once per machine (about a minute of CPU),
// then come from node_modules/.cache: derived here first, so no test waits on it.
step(
  'demo pictures',
  npx,
  ['tsx', 'apps/api/seed/cli.ts'],
  { DATA_DIR: join(out, 'demo-pictures'), LOG_LEVEL: 'warn' },
  true,
);

const vitestJson = join(out, 'vitest.json');
const unitOk = step('unit and integration', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (unitOk !== null) {
  const report = readJson(vitestJson);
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (unitOk || report?.numFailedTests ? 0 : 1);
  results.push({ name: 'vitest', passed, failed });
}

const playwrightJson = join(out, 'playwright.json');
const e2eOk = step('e2e', npx, ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
if (e2eOk !== null) {
  const stats = readJson(playwrightJson)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (e2eOk || stats?.unexpected ? 0 : 1);
  results.push({ name: 'playwright', passed, failed });
}

// Fault scripts (apps/api/test/faults): each bounded in time, each one pass or fail. They run
// the built server, so the build comes first (a no-op when it is fresh).
const faults = [
  ['faults: crash (PGlite)', ['tsx', 'apps/api/test/faults/crash.ts']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['faults: crash (PostgreSQL)', ['tsx', 'apps/api/test/faults/crash.ts', '--db=postgres']],
        ['faults: mail down', ['tsx', 'apps/api/test/faults/mail-down.ts']],
      ]
    : []),
  // Two instances on one PostgreSQL behind Debian's nginx (.ci/run installs it).
  ...(process.env.TEST_DATABASE_URL &&
  (existsSync('/usr/sbin/nginx') || existsSync('/usr/bin/nginx'))
    ? [['faults: two instances', ['tsx', 'apps/api/test/faults/two-instances.ts']]]
    : []),
  // Its own PostgreSQL cluster, from Debian's binaries (.ci/run installs them).
  ...(existsSync('/usr/lib/postgresql')
    ? [['faults: database restart', ['tsx', 'apps/api/test/faults/database-restart.ts']]]
    : []),
];
if (faults.some(([name]) => !only.length || only.includes(name) || only.includes('faults'))) {
  step('build', 'node', ['scripts/start.mjs', '--build-only', '--no-install'], {}, true);
  for (const [name, args] of faults) {
    if (only.length && !only.includes(name) && !only.includes('faults')) continue;
    const ok = step(name, npx, args, {}, true);
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
}

console.log('');
for (const r of results)
  console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`summary: ${passed} passed, ${failed} failed`);
rmSync(out, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
