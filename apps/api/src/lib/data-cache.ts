import type { CacheName, Versions, VersionWatch } from './cache-versions.ts';

export {
  createVersionWatch,
  readCacheVersions,
  type CacheName,
  type Versions,
  type VersionWatch,
} from './cache-versions.ts';

type Entry = { value: Promise<unknown>; at: number };

export type DataCacheOptions = {
  /** Where the shared counters are read; one watch serves every cache of an instance. */
  watch: VersionWatch;
  /** The counters whose move drops this whole cache. */
  dependsOn: readonly CacheName[];
  /** Entries older than this are loaded again even without a move. */
  maxAgeMs?: number;
  /** Past this many entries the oldest goes. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * An in-process cache of one instance, dropped as a whole when a shared counter it depends on
 * moves (docs/decisions/0067). Concurrent misses on one key share a single load; a failed load is
 * not kept. Callers build keys with a prefix naming what the entry is (`ref`, `row|en|<id>`).
 */
export function createDataCache({
  watch,
  dependsOn,
  maxAgeMs = 60_000,
  maxEntries = 5000,
  now = Date.now,
}: DataCacheOptions) {
  const entries = new Map<string, Entry>();
  let seen: Versions | undefined;
  let version: string | undefined;

  /** Drops every entry when a counter this cache depends on moved. */
  function settle(versions: Versions) {
    if (versions === seen) return;
    seen = versions;
    const next = dependsOn.map((name) => versions[name]).join('.');
    if (next !== version) entries.clear();
    version = next;
  }

  /** The watch's counters, read again once they are due. */
  async function current() {
    const versions = watch.current();
    settle(versions instanceof Promise ? await versions : versions);
  }

  function cached<T>(key: string): Promise<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.at > maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as Promise<T>;
  }

  function store<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    // Promise.resolve adopts a lazy thenable (a Drizzle query runs on every `then`) exactly once.
    let value: Promise<T>;
    try {
      value = Promise.resolve(load());
    } catch (error) {
      value = Promise.reject(error);
    }
    const entry: Entry = { value, at: now() };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    /** The cached value for `key`, or `load()`'s, kept until a counter moves or it ages out. */
    async get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      await current();
      return cached<T>(key) ?? store(key, load);
    },

    /**
     * Many keys at once: cached values are reused, and every missing key is loaded by one
     * `loadMissing` call (a single query for a batch of products). Keys it leaves out map to
     * undefined; other keys in its answer (a bulk read) are kept too, unless a counter moved
     * while it read.
     */
    async getMany<T>(
      keys: readonly string[],
      loadMissing: (missing: string[]) => PromiseLike<ReadonlyMap<string, T>>,
    ): Promise<Map<string, T | undefined>> {
      await current();
      const pending = new Map<string, Promise<T | undefined>>();
      const missing: string[] = [];
      for (const key of keys) {
        const hit = cached<T | undefined>(key);
        if (hit) pending.set(key, hit);
        else if (!pending.has(key)) missing.push(key);
      }
      if (missing.length > 0) {
        const batch = Promise.resolve(loadMissing(missing));
        for (const key of missing)
          pending.set(
            key,
            store(key, () => batch.then((found) => found.get(key))),
          );
        const at = version;
        batch.then(
          (found) => {
            if (version !== at) return;
            for (const [key, value] of found)
              if (!entries.has(key)) store(key, () => Promise.resolve(value));
          },
          () => {},
        );
      }
      const values = await Promise.all([...pending.values()]);
      return new Map([...pending.keys()].map((key, i) => [key, values[i]]));
    },

    /** The counters this cache depends on, as its entries were built under (`catalog.stock`). */
    get version() {
      return version;
    },
    get size() {
      return entries.size;
    },
  };
}

export type DataCache = ReturnType<typeof createDataCache>;

/**
 * The data caches of one API instance, all on one version watch so they move together. Each holds
 * one kind of thing; what a visitor is sent is cached by lib/response-cache.ts.
 */
export function createDataCaches(watch: VersionWatch) {
  return {
    /**
     * What the catalogue and content are, per catalogue version: reference tables, rates, facet
     * counts, list pages' ids, product rows and parts, content blocks, page heads, search
     * corrections.
     */
    catalog: createDataCache({ watch, dependsOn: ['catalog'], maxEntries: 50_000 }),
    /** Live stock, one entry per product: dropped whenever any stock changed. */
    stock: createDataCache({ watch, dependsOn: ['stock'], maxEntries: 50_000 }),
    /**
     * Signed-in customers' carts and wishlists, keyed by the customer's cart and wishlist version
     * (docs/decisions/0067); they show prices and stock, so either counter drops them.
     */
    customers: createDataCache({ watch, dependsOn: ['catalog', 'stock'], maxEntries: 2000 }),
  };
}

export type DataCaches = ReturnType<typeof createDataCaches>;
