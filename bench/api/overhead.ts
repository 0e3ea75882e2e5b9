/**
 * Where a cached response's time goes: the same bytes from a bare node:http server, from bare
 * Fastify, from Fastify with its request logger (level warn), and from Fastify with @fastify/helmet.
 *   npx tsx bench/api/overhead.ts [--duration=5] [--connections=64]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadAgainst } from './load.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const durationSeconds = Number(args.get('duration') ?? 5);
const connections = Number(args.get('connections') ?? 64);
const here = resolve(import.meta.dirname);
const dir = mkdtempSync(join(tmpdir(), 'aurelle-overhead-'));
const file = join(dir, 'body.json');
// About the size of a list page (10 products).
writeFileSync(
  file,
  JSON.stringify({
    products: Array.from({ length: 10 }, (_, i) => ({ _id: `id-${i}`, name: 'x'.repeat(480) })),
  }),
);

const servers: [string, string, string][] = [
  ['bare node:http', 'bare-server.mjs', ''],
  ['fastify', 'fastify-server.mjs', 'none'],
  ['fastify + logger (warn)', 'fastify-server.mjs', 'logger'],
  ['fastify + @fastify/helmet', 'fastify-server.mjs', 'helmet'],
];
const children: ChildProcess[] = [];
try {
  const ports: number[] = [];
  for (const [index, [, script, mode]] of servers.entries()) {
    const port = 19_100 + index;
    const child = fork(join(here, script), [file, String(port), mode], { stdio: 'ignore' });
    children.push(child);
    await new Promise((done) => child.once('message', done));
    ports.push(port);
  }
  const rows: Record<string, string | number>[] = [];
  const opts = { connections, durationSeconds, headers: {} };
  const target = (index: number) => ({
    base: `http://127.0.0.1:${ports[index]}`,
    scenario: {
      name: servers[index]?.[0] ?? '',
      method: 'POST' as const,
      paths: ['/'],
      body: '{}',
    },
  });
  for (let index = 1; index < servers.length; index++) {
    // Each server alternates with the bare one in 2-second slices (the machine's load drifts).
    const { result, baseline } = await loadAgainst(target(index), target(0), opts);
    rows.push({
      server: result.name,
      'req/s': Math.round(result.rps),
      'p99 ms': result.p99,
      'bare req/s': Math.round(baseline.rps),
      'of bare': `${Math.round((result.rps / baseline.rps) * 100)} %`,
    });
  }
  console.table(rows);
} finally {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
}
