import { describe, expect, it, vi } from 'vitest';
import { createVersionedCache } from './cache.ts';
import { createVersionWatch, type Versions } from './cache-versions.ts';

describe('one version watch for every cache of an instance', () => {
  function setup() {
    let clock = 0;
    let shared: Versions = { catalog: 1, stock: 1 };
    const read = vi.fn(async () => shared);
    const watch = createVersionWatch({ read, recheckMs: 500, now: () => clock });
    return {
      read,
      data: createVersionedCache({ watch }),
      live: createVersionedCache({ watch, dependsOn: ['catalog', 'stock'] }),
      tick: (ms: number) => (clock += ms),
      move: (name: keyof Versions) => (shared = { ...shared, [name]: shared[name] + 1 }),
    };
  }

  it('drops what shows stock when stock moves, and keeps what does not', async () => {
    const { data, live, tick, move } = setup();
    let n = 0;
    await data.get('rows', async () => ++n);
    await live.get('body', async () => ++n);
    move('stock');
    tick(500);
    expect(await data.get('rows', async () => ++n)).toBe(1);
    expect(await live.get('body', async () => ++n)).toBe(3);
    move('catalog');
    tick(500);
    expect(await data.get('rows', async () => ++n)).toBe(4);
    expect(await live.get('body', async () => ++n)).toBe(5);
  });

  it('reads the counters once per recheck for all its caches', async () => {
    const { data, live, read, tick } = setup();
    await Promise.all([data.get('a', async () => 1), live.get('b', async () => 2)]);
    await data.get('a', async () => 1);
    expect(read).toHaveBeenCalledTimes(1);
    tick(500);
    await live.get('b', async () => 2);
    await data.get('a', async () => 1);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
