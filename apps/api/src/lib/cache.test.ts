import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { bumpCacheVersion, createVersionedCache, readCacheVersion } from './cache.ts';

function setup(options: { maxAgeMs?: number; maxEntries?: number; maxAliases?: number } = {}) {
  let clock = 0;
  let shared = 1;
  const readVersion = vi.fn(async () => shared);
  const cache = createVersionedCache({
    readVersion,
    recheckMs: 1000,
    now: () => clock,
    ...options,
  });
  return {
    cache,
    readVersion,
    tick: (ms: number) => (clock += ms),
    bump: () => (shared += 1),
  };
}

describe('createVersionedCache', () => {
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

  it('adopts a version written by this instance at once', async () => {
    const { cache } = setup();
    let n = 0;
    await cache.get('k', async () => ++n);
    cache.adopt(7);
    expect(await cache.get('k', async () => ++n)).toBe(2);
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

  it('keeps an entry marked for the whole version through ageing and eviction, not a bump', async () => {
    const { cache, tick, bump } = setup({ maxAgeMs: 100, maxEntries: 2 });
    const keep = { keepUntilVersionChange: true };
    let n = 0;
    expect(await cache.get('index', async () => ++n, keep)).toBe(1);
    tick(150);
    await cache.get('b', async () => 0);
    await cache.get('c', async () => 0);
    expect(await cache.get('index', async () => ++n, keep)).toBe(1);
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
    bump();
    tick(1000);
    expect(await cache.get('index', async () => ++n, keep)).toBe(2);
  });
});

describe('cache namespaces', () => {
  it('keeps the same key apart in two namespaces, and gives a name out once', async () => {
    const { cache } = setup();
    const lists = cache.namespace('list');
    const products = cache.namespace('product');
    expect(await lists.get('en|1', async () => 'a list')).toBe('a list');
    expect(await products.get('en|1', async () => 'a product')).toBe('a product');
    expect(await lists.peek('en|1')).toBe('a list');
    expect(() => cache.namespace('list')).toThrow('list');
    expect(() => cache.namespace('a|b')).toThrow();
  });

  it('loads many keys of a namespace with its own (unprefixed) keys', async () => {
    const { cache } = setup();
    const rows = cache.namespace('row');
    const loadMissing = vi.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.length])));
    expect(await rows.getMany(['ab', 'abc'], loadMissing)).toEqual(
      new Map([
        ['ab', 2],
        ['abc', 3],
      ]),
    );
    expect(await rows.getMany(['abc', 'abcd'], loadMissing)).toEqual(
      new Map([
        ['abc', 3],
        ['abcd', 4],
      ]),
    );
    expect(loadMissing.mock.calls).toEqual([[['ab', 'abc']], [['abcd']]]);
  });

  it('finds an entry by an alias while the entry is cached, and keeps the alias across a bump', async () => {
    const { cache, tick, bump } = setup();
    const lists = cache.namespace('list');
    expect(await lists.peekAlias('raw request')).toBeUndefined();
    await lists.get('normalized', async () => 'page 1');
    lists.alias('raw request', 'normalized');
    expect(await lists.peekAlias('raw request')).toBe('page 1');
    bump();
    tick(1000);
    expect(await lists.peekAlias('raw request')).toBeUndefined();
    await lists.get('normalized', async () => 'page 1, new version');
    expect(await lists.peekAlias('raw request')).toBe('page 1, new version');
  });

  it('forgets every alias of a namespace once it holds the most it may', async () => {
    const { cache } = setup({ maxAliases: 2 });
    const lists = cache.namespace('list');
    await lists.get('k', async () => 'v');
    lists.alias('a', 'k');
    lists.alias('b', 'k');
    lists.alias('c', 'k');
    expect(await lists.peekAlias('a')).toBeUndefined();
    expect(await lists.peekAlias('c')).toBe('v');
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
    const instance = createVersionedCache({
      readVersion: () => readCacheVersion(db, 'catalog'),
      recheckMs: 0,
    });
    let n = 0;
    await instance.get('k', async () => ++n);
    expect(await instance.get('k', async () => ++n)).toBe(1);
    await bumpCacheVersion(db, 'catalog');
    expect(await instance.get('k', async () => ++n)).toBe(2);
  });
});
