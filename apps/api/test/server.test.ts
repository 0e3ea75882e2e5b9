import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { runEntry } from './api-process.ts';
import { tempDirs } from './temp-dirs.ts';

const startServer = (env: Record<string, string>) => runEntry('server.ts', env);

const dataDir = tempDirs('aurelle-server-');
const lines = (text: string) => text.trim().split('\n').filter(Boolean);

describe('server start-up', () => {
  it('stops with one clear line naming PORT when PORT is bad', async () => {
    const run = await startServer({ PORT: 'eighty', DATA_DIR: dataDir() }).exited;
    expect(run.code).not.toBe(0);
    expect(lines(run.stderr)).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
    ]);
  });

  it('stops with one clear line naming DATABASE_URL when it is not a PostgreSQL URL', async () => {
    const run = await startServer({ DATABASE_URL: 'not a url', DATA_DIR: dataDir() }).exited;
    expect(run.code).not.toBe(0);
    expect(lines(run.stderr)).toHaveLength(1);
    expect(run.stderr).toContain('DATABASE_URL must be a URL like postgres://');
  });

  it('stops with one clear line when the database cannot be reached', async () => {
    const run = await startServer({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
      DATA_DIR: dataDir(),
    }).exited;
    expect(run.code).not.toBe(0);
    expect(lines(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(/^Cannot open the database at DATABASE_URL: .*ECONNREFUSED/);
  });

  it('seeds an empty demo database, shuts down cleanly on SIGTERM and keeps the data', async () => {
    const dir = dataDir();
    const first = startServer({ PORT: '0', DATA_DIR: dir });
    const url = await first.ready;
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    const second = startServer({ PORT: '0', DATA_DIR: dir });
    const again = await second.ready;
    expect((await fetch(`${again}/api/ready`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    // The database was closed cleanly: it opens again and holds the seeded catalogue once.
    const database = await createDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    const [row] = await database.db.select({ n: count() }).from(products);
    await database.close();
    expect(row?.n).toBeGreaterThanOrEqual(60);
  }, 120_000);
});
