import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', 'src');

export type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs one of the API's entry points in `src` (`server.ts`, `migrate-cli.ts`…) through tsx, with
 * the given environment and nothing else of this process's but PATH. `ready` is the URL a server
 * prints once it listens; `exited` is how the process ended, with all it wrote.
 */
export function runEntry(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(SRC, entry)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((done) =>
    child.on('exit', (code) => done({ code, stdout, stderr })),
  );
  const ready = new Promise<string>((done, fail) => {
    child.stdout.on('data', () => {
      const match = /ready at (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) done(match[1]);
    });
    void exited.then((run) => fail(new Error(`${entry} exited ${run.code}: ${run.stderr}`)));
  });
  // Callers that expect an early exit never wait for readiness.
  ready.catch(() => {});
  return { child, ready, exited };
}
