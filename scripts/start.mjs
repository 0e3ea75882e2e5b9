#!/usr/bin/env node
// `npm start`: install dependencies if missing, build what is stale, then serve the shop and its
// back office.
// The server migrates the database and seeds the demo catalogue when it is empty.
// Uses nothing but Node itself: it runs before `node_modules` exists.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onProjectNode } from './project-node.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
// From here on, on the project's Node 24 (the first run may start on an older one).
await onProjectNode(root, { install: !args.has('--no-install') });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, commandArgs, label, env = {}) {
  const started = Date.now();
  process.stdout.write(`• ${label}…\n`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Dependencies are current when npm's own record of the tree is newer than the lock file. */
function dependenciesInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return false;
  const lock = join(root, 'package-lock.json');
  return !existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

function listFiles(path) {
  if (!existsSync(path)) return [];
  const stat = statSync(path);
  if (stat.isFile()) return [path];
  return readdirSync(path)
    .filter(
      (name) =>
        name !== 'node_modules' &&
        name !== 'dist' &&
        !name.endsWith('.test.ts') &&
        !name.endsWith('.test.tsx'),
    )
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

/** A hash of every input of a build: when it matches the stamp in the output, skip the build. */
function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(join(root, input)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function buildIfStale(label, inputs, stampFile, command) {
  const hash = inputsHash(inputs);
  const stamp = join(root, stampFile);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  // Builds are always production builds, whatever mode the server then runs in.
  run(npm, command, label, { NODE_ENV: 'production' });
  writeFileSync(stamp, hash);
}

if (!args.has('--no-install') && !dependenciesInstalled()) {
  run(
    npm,
    existsSync(join(root, 'package-lock.json'))
      ? ['ci', '--include=dev', '--no-audit', '--no-fund']
      : ['install', '--include=dev'],
    'Installing dependencies',
  );
}

const contract = ['packages/contract/src', 'packages/contract/package.json'];
const ui = ['packages/ui/src', 'packages/ui/package.json'];
const client = ['packages/client/src', 'packages/client/package.json'];
buildIfStale(
  'Building the web app',
  [
    ...contract,
    ...ui,
    ...client,
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite-precompress.ts',
    'apps/web/package.json',
  ],
  'apps/web/dist/.build-stamp',
  ['run', 'build', '-w', '@aurelle/web'],
);
buildIfStale(
  'Building the back office',
  [
    ...contract,
    ...ui,
    ...client,
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    'apps/web/vite-precompress.ts',
    'apps/admin/package.json',
  ],
  'apps/admin/dist/.build-stamp',
  ['run', 'build', '-w', '@aurelle/admin'],
);
buildIfStale(
  'Building the API',
  [...contract, 'apps/api/src', 'apps/api/seed', 'apps/api/scripts', 'apps/api/package.json'],
  'apps/api/dist/.build-stamp',
  ['run', 'build', '-w', '@aurelle/api'],
);

if (args.has('--build-only')) process.exit(0);

// Serve in a child and pass signals on, so Ctrl-C and SIGTERM close it gracefully. A young
// generation of 4 MB semi-spaces instead of V8's 16 MB: the shop's live heap is small, and a
// larger nursery only holds garbage. glibc's allocator keeps what a busy spell freed unless told
// to give it back: a fixed mmap threshold (the default one rises with each large buffer, and the
// trim threshold with it) and two arenas instead of one per thread (docs/decisions/0019). A shop
// owner's own settings of these win.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--max-semi-space-size=4', join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      ...process.env,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
// `npm start` runs this script under `sh -c`, and npm passes a SIGTERM to that shell alone, which
// dies without passing it on: when the process that started this one is gone, stop the server
// as SIGTERM would. Only under a package manager, so `nohup node scripts/start.mjs &` outlives
// its shell.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    server.kill('SIGTERM');
  }, 250);
  watch.unref();
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
