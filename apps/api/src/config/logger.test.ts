import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_API_KEY } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { tempDirs } from '../../test/temp-dirs.ts';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from './env.ts';
import { LineBatch } from './logger.ts';

const dataDir = tempDirs('aurelle-logger-');
const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
let app: App;
let database: Database;

beforeAll(async () => {
  const dir = dataDir();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STOREFRONT_API_KEY: TEST_API_KEY,
    STATIC_DIR: dir,
  });
  database = await createTestDatabase();
  app = await buildApp({ env, database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const requestLines = () => lines.filter((line) => line.msg === 'request');

describe('the request log at the default level (info)', () => {
  it('writes one line per request with method, url, status and time', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/category/show?lang=en',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/category/show?lang=en',
      statusCode: 200,
      reqId: res.headers['x-request-id'],
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('says 401 and 404 on the same single line', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/category/show' });
    await app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(lines).toHaveLength(2);
    expect(requestLines().map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['GET', '/api/category/show', 401],
      ['POST', '/api/no-such-thing', 404],
    ]);
  });

  it('keeps the health checks out of the log', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});

describe('the request line writer and the line batch', () => {
  afterEach(() => vi.useRealTimers());

  it('hands lines on joined once 4 KB have gathered, and the rest on a flush or the timer', async () => {
    const batches: string[] = [];
    const out = {
      write: (text: string) => batches.push(text) > 0,
      flush: (cb?: (error?: Error) => void) => void cb?.(),
      flushSync: () => {},
    };
    vi.useFakeTimers();
    const batch = new LineBatch(out, 4096, 20);
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 41; i++) batch.write(line);
    expect(batches).toEqual([line.repeat(41)]);
    batch.write('last\n');
    expect(batches).toHaveLength(1);
    await new Promise<void>((done) => batch.flush(() => done()));
    expect(batches).toEqual([line.repeat(41), 'last\n']);
    batch.write('later\n');
    vi.advanceTimersByTime(19);
    expect(batches.at(-1)).toBe('last\n');
    vi.advanceTimersByTime(1);
    expect(batches.at(-1)).toBe('later\n');
    batch.end();
  });
});
