import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { bumpCacheVersion, readCacheVersion } from './cache-versions.ts';
import { createDataCache, createVersionWatch, readCacheVersions } from './data-cache.ts';

function setup(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  let shared = 1;
  const readVersion = vi.fn(async () => shared);
  const now = () => clock;
  const watch = createVersionWatch({
    read: async () => ({ catalog: await readVersion(), stock: 0 }),
    recheckMs: 1000,
    now,
  });
  const cache = createDataCache({ watch, dependsOn: ['catalog'], now, ...options });
  return {
    cache,
    readVersion,
    tick: (ms: number) => (clock += ms),
    bump: () => (shared += 1),
  };
}

describe('a data cache', () => {
  it('loads once and serves the cached value', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => 'a');
    expect(await cache.get('k', load)).toBe('a');
    expect(await cache.get('k', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops everything once a bump is seen, but re-reads the version at most every second', async () => {
    const { cache, readVersion, tick, bump } = setup();
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load)).toBe(1);
    bump();
    tick(500);
    expect(await cache.get('k', load)).toBe(1);
    expect(readVersion).toHaveBeenCalledTimes(1);
    tick(600);
    expect(await cache.get('k', load)).toBe(2);
    expect(readVersion).toHaveBeenCalledTimes(2);
  });

  it('keeps entries when the re-read version did not move', async () => {
    const { cache, tick } = setup();
    const load = vi.fn(async () => 'a');
    await cache.get('k', load);
    tick(5000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = setup();
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('x'), 5)));
    const results = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
      cache.get('k', load),
    ]);
    expect(results).toEqual(['x', 'x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy thenable (a query builder) once, however often it is read', async () => {
    const { cache } = setup();
    let runs = 0;
    // Like a Drizzle query builder: every `then` runs the query again.
    const lazy: PromiseLike<string> = {
      then: (onFulfilled, onRejected) =>
        Promise.resolve(`run ${++runs}`).then(onFulfilled, onRejected),
    };
    expect(await cache.get('k', () => lazy)).toBe('run 1');
    expect(await cache.get('k', () => lazy)).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('loads many keys with one call for the missing ones', async () => {
    const { cache } = setup();
    const loadMissing = vi.fn(
      async (keys: string[]) =>
        new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.toUpperCase()])),
    );
    expect(await cache.getMany(['a', 'b'], loadMissing)).toEqual(
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    );
    expect(await cache.getMany(['b', 'c', 'gone'], loadMissing)).toEqual(
      new Map([
        ['b', 'B'],
        ['c', 'C'],
        ['gone', undefined],
      ]),
    );
    expect(loadMissing.mock.calls).toEqual([[['a', 'b']], [['c', 'gone']]]);
  });

  it('keeps what a load read along with the missing keys, but not across a bump', async () => {
    const { cache, bump, tick } = setup();
    const loadMissing = vi.fn(
      async () =>
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
    );
    await cache.getMany(['a'], loadMissing);
    expect(await cache.getMany(['b'], loadMissing)).toEqual(new Map([['b', 2]]));
    expect(loadMissing).toHaveBeenCalledTimes(1);
    let release = () => {};
    const slow = vi.fn(
      (missing: string[]) =>
        new Promise<Map<string, number>>((resolve) => {
          release = () =>
            resolve(
              new Map([
                [missing[0] ?? '', 3],
                ['late', 4],
              ]),
            );
        }),
    );
    bump();
    tick(1000);
    const reading = cache.getMany(['c'], slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    bump();
    tick(1000);
    await cache.getMany(['d'], async () => new Map([['d', 5]]));
    release();
    await reading;
    const later = vi.fn(async () => new Map([['late', 6]]));
    expect(await cache.getMany(['late'], later)).toEqual(new Map([['late', 6]]));
  });

  it('does not keep a failed load', async () => {
    const { cache } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('ages entries out and evicts the oldest beyond the size cap', async () => {
    const { cache, tick } = setup({ maxAgeMs: 100, maxEntries: 2 });
    let n = 0;
    await cache.get('a', async () => ++n);
    tick(150);
    expect(await cache.get('a', async () => ++n)).toBe(2);
    await cache.get('b', async () => 0);
    await cache.get('c', async () => 0);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});

describe('cache_versions counter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads 0 before the first bump and counts up after', async () => {
    expect(await readCacheVersion(database.db, 'catalog')).toBe(0);
    expect(await bumpCacheVersion(database.db, 'catalog')).toBe(1);
    expect(await bumpCacheVersion(database.db, 'catalog')).toBe(2);
    expect(await readCacheVersion(database.db, 'catalog')).toBe(2);
  });

  it('invalidates a second instance that reads the same row', async () => {
    const db = database.db;
    const instance = createDataCache({
      watch: createVersionWatch({ read: () => readCacheVersions(db), recheckMs: 0 }),
      dependsOn: ['catalog'],
    });
    let n = 0;
    await instance.get('k', async () => ++n);
    expect(await instance.get('k', async () => ++n)).toBe(1);
    await bumpCacheVersion(db, 'catalog');
    expect(await instance.get('k', async () => ++n)).toBe(2);
  });
});
