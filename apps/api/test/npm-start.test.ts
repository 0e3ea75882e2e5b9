import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from './temp-dirs.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const dataDir = tempDirs('aurelle-npm-start-');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Live processes (zombies count as gone) by pid, each with its parent's pid. */
function processTable(): Map<number, number> {
  const table = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') table.set(Number(name), Number(ppid));
    } catch {
      // It ended while the table was read.
    }
  }
  return table;
}

function descendantsOf(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const parent = queue.shift();
    for (const [child, ppid] of table)
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

const alive = (pids: number[]) => {
  const table = processTable();
  return pids.filter((pid) => table.has(pid));
};

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(200))
    if (await check()) return true;
  return check();
}

/** Whatever a failed run left behind, ended by pid. */
let leftovers: number[] = [];
afterEach(() => {
  for (const pid of alive(leftovers)) process.kill(pid, 'SIGKILL');
  leftovers = [];
});

describe('npm start', () => {
  // The test starts the built shop, as `npm start` does; a fresh build makes this a no-op.
  beforeAll(async () => {
    const build = spawn(process.execPath, ['scripts/start.mjs', '--build-only', '--no-install'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const [code] = (await once(build, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 300_000);

  it('stops the server and every process under npm on SIGTERM to npm', async () => {
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/health`;
    const npm = spawn('npm', ['start', '--', '--no-install'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir(),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const npmExited = once(npm, 'exit');
    expect(await until(() => answers(health), 60_000)).toBe(true);
    const under = descendantsOf(npm.pid ?? -1);
    leftovers = [npm.pid ?? -1, ...under];
    // npm's shell, scripts/start.mjs and the server.
    expect(under.length).toBeGreaterThanOrEqual(2);

    npm.kill('SIGTERM');
    await npmExited;
    expect(await until(async () => !(await answers(health)), 15_000)).toBe(true);
    expect(await until(() => alive(under).length === 0, 15_000)).toBe(true);
  }, 120_000);
});
