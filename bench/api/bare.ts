import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** A port no one listens on now, on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * A bare node:http server (bare-server.mjs) that answers every request with `bytes`, the
 * yardstick the API's calls are compared with; `dir` holds the body file it reads.
 */
export async function startBareServer(
  bytes: Buffer,
  dir: string,
): Promise<{ port: number; child: ChildProcess }> {
  const bodyFile = join(dir, 'list.json');
  writeFileSync(bodyFile, bytes);
  const port = await freePort();
  const child = fork(resolve(import.meta.dirname, 'bare-server.mjs'), [bodyFile, String(port)], {
    stdio: 'ignore',
  });
  await new Promise((done) => child.once('message', done));
  return { port, child };
}

/**
 * The bare server answering with what the API answers now to a POST of `body` to `url` (the
 * product list's first page): started beside the API, its base URL and the answer's size.
 */
export async function startBareServerLike(
  url: string,
  headers: Record<string, string>,
  body: string,
  dir: string,
): Promise<{ base: string; bytes: number; child: ChildProcess }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  const { port, child } = await startBareServer(bytes, dir);
  return { base: `http://127.0.0.1:${port}`, bytes: bytes.length, child };
}
