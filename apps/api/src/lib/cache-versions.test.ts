import { describe, expect, it, vi } from 'vitest';
import { createVersionWatch, type Versions } from './cache-versions.ts';
import { createDataCache } from './data-cache.ts';

describe('one version watch for every cache of an instance', () => {
  function setup() {
    let clock = 0;
    let shared: Versions = { catalog: 1, stock: 1 };
    const read = vi.fn(async () => shared);
    const watch = createVersionWatch({ read, recheckMs: 500, now: () => clock });
    return {
      read,
      watch,
      data: createDataCache({ watch, dependsOn: ['catalog'] }),
      live: createDataCache({ watch, dependsOn: ['catalog', 'stock'] }),
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

  it('reads the counters again for the next caller once this instance wrote', async () => {
    const { live, watch, read, move } = setup();
    let n = 0;
    await live.get('body', async () => ++n);
    move('stock');
    watch.expire();
    expect(await live.get('body', async () => ++n)).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that started before the write', async () => {
    let shared: Versions = { catalog: 1, stock: 1 };
    const pending: (() => void)[] = [];
    const read = vi.fn(
      () =>
        new Promise<Versions>((resolve) => {
          const seen = shared;
          pending.push(() => resolve(seen));
        }),
    );
    const watch = createVersionWatch({ read, recheckMs: 500, now: () => 0 });
    const early = watch.current();
    shared = { catalog: 1, stock: 2 };
    watch.expire();
    const late = watch.current();
    expect(read).toHaveBeenCalledTimes(2);
    pending[1]?.();
    pending[0]?.();
    expect(await early).toEqual({ catalog: 1, stock: 1 });
    expect(await late).toEqual({ catalog: 1, stock: 2 });
    expect(watch.current()).toEqual({ catalog: 1, stock: 2 });
  });
});
