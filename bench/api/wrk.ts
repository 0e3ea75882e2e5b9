import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** wrk on PATH, if installed: a C load generator, so the measuring takes less of the machine. */
export function findWrk(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'wrk');
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export type WrkRequest = {
  method: 'GET' | 'POST';
  paths: string[];
  body?: string | undefined;
  headers: Record<string, string>;
};

export type WrkResult = {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

const luaString = (value: string) => JSON.stringify(value);

/** A wrk script that visits `paths` in turn and prints its summary as one JSON line. */
function script({ method, paths, body, headers }: WrkRequest): string {
  return [
    `wrk.method = ${luaString(method)}`,
    ...(body ? [`wrk.body = ${luaString(body)}`] : []),
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
    `local paths = { ${paths.map(luaString).join(', ')} }`,
    'local i = 0',
    'request = function()',
    '  i = i + 1',
    '  return wrk.format(nil, paths[(i % #paths) + 1])',
    'end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'\\nWRK_JSON {"requests":%d,"micros":%d,"p50":%d,"p99":%d,"socket":%d,"status":%d}\\n\',',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),',
    '    e.connect + e.read + e.write + e.timeout, e.status))',
    'end',
  ].join('\n');
}

/** One wrk run of `seconds` at `connections`; latencies in milliseconds. */
export async function runWrk(
  wrk: string,
  base: string,
  request: WrkRequest,
  connections: number,
  seconds: number,
): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-wrk-'));
  const file = join(dir, 'script.lua');
  writeFileSync(file, script(request));
  try {
    const stdout = await new Promise<string>((done, fail) => {
      execFile(
        wrk,
        ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', file, base],
        { maxBuffer: 1 << 20 },
        (error, out) => (error ? fail(error) : done(out)),
      );
    });
    const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const raw = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
    const ms = (micros: number | undefined) => Math.round((micros ?? 0) / 10) / 100;
    return {
      requests: raw.requests ?? 0,
      seconds: (raw.micros ?? 0) / 1e6,
      p50: ms(raw.p50),
      p99: ms(raw.p99),
      errors: raw.socket ?? 0,
      non2xx: raw.status ?? 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
