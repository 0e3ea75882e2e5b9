import {
  createVersionWatch,
  type CacheName,
  type Versions,
  type VersionWatch,
} from './cache-versions.ts';

export {
  bumpCacheVersion,
  createVersionWatch,
  readCacheVersion,
  readCacheVersions,
  type CacheName,
  type VersionWatch,
} from './cache-versions.ts';

export type VersionedCacheOptions = {
  /**
   * Where the shared counters are read. One watch serves every cache of an instance, so they all
   * see a move together (docs/decisions/0027).
   */
  watch?: VersionWatch;
  /** The counters whose move drops this whole cache (default: `catalog`). */
  dependsOn?: readonly CacheName[];
  /** Without a watch: reads this cache's one counter (every API instance reads the same row). */
  readVersion?: () => Promise<number>;
  /** Without a watch: how long a read version is trusted before it is read again (docs/decisions/0002). */
  recheckMs?: number;
  /** Entries older than this are loaded again even without a bump. */
  maxAgeMs?: number;
  maxEntries?: number;
  /** Aliases remembered per namespace (each a short string pair); all are dropped when full. */
  maxAliases?: number;
  now?: () => number;
};

/** Between a namespace's name and a key; no name holds it. */
const SEPARATOR = '|';

type Entry = { value: Promise<unknown>; at: number; ageless: boolean };

export type GetOptions = {
  /** Kept until the version moves, never aged out: for values that change only with it. */
  keepUntilVersionChange?: boolean;
};

/**
 * An in-process cache dropped as a whole when the shared version counter moves.
 * Concurrent misses on one key share a single load; a failed load is not kept.
 */
export function createVersionedCache({
  readVersion = async () => 0,
  recheckMs = 1000,
  dependsOn = ['catalog'],
  maxAgeMs = 60_000,
  maxEntries = 5000,
  maxAliases = 10_000,
  now = Date.now,
  ...options
}: VersionedCacheOptions) {
  const watch =
    options.watch ??
    createVersionWatch({
      read: async () => ({ catalog: await readVersion(), stock: 0 }),
      recheckMs,
      now,
    });
  const entries = new Map<string, Entry>();
  const namespaces = new Set<string>();
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

  function cached<T>(key: string): Promise<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (!entry.ageless && now() - entry.at > maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as Promise<T>;
  }

  function store<T>(key: string, load: () => PromiseLike<T>, ageless = false): Promise<T> {
    // Promise.resolve adopts a lazy thenable (a Drizzle query runs on every `then`) exactly once.
    let value: Promise<T>;
    try {
      value = Promise.resolve(load());
    } catch (error) {
      value = Promise.reject(error);
    }
    const entry: Entry = { value, at: now(), ageless };
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      // The oldest entry goes, unless it is one of the few kept for the whole version.
      for (const [oldKey, old] of entries) {
        if (old.ageless) continue;
        entries.delete(oldKey);
        break;
      }
    }
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  /** The watch's counters (read again once they are `recheckMs` old). */
  async function current() {
    const versions = watch.current();
    settle(versions instanceof Promise ? await versions : versions);
  }

  /** `getMany` over the keys under `prefix`; the loader and the result use unprefixed keys. */
  async function getMany<T>(
    prefix: string,
    keys: readonly string[],
    loadMissing: (missing: string[]) => PromiseLike<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T | undefined>> {
    await current();
    const pending = new Map<string, Promise<T | undefined>>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = cached<T | undefined>(prefix + key);
      if (hit) pending.set(key, hit);
      else if (!pending.has(key)) missing.push(key);
    }
    if (missing.length > 0) {
      const batch = Promise.resolve(loadMissing(missing));
      for (const key of missing)
        pending.set(
          key,
          store(prefix + key, () => batch.then((found) => found.get(key))),
        );
      // What the loader read along with the missing keys (a bulk read) is kept too, unless the
      // version moved while it read.
      const at = version;
      batch.then(
        (found) => {
          if (version !== at) return;
          for (const [key, value] of found)
            if (!entries.has(prefix + key)) store(prefix + key, () => Promise.resolve(value));
        },
        () => {},
      );
    }
    const values = await Promise.all([...pending.values()]);
    return new Map([...pending.keys()].map((key, i) => [key, values[i]]));
  }

  return {
    /** The cached value for `key`, or `load()`'s, kept until the version moves or it ages out. */
    async get<T>(key: string, load: () => PromiseLike<T>, options: GetOptions = {}): Promise<T> {
      await current();
      return cached<T>(key) ?? store(key, load, options.keepUntilVersionChange);
    },
    /** The cached value for `key` if there is one (never loads). */
    async peek<T>(key: string): Promise<T | undefined> {
      await current();
      return cached<T>(key);
    },
    /**
     * Many keys at once: cached values are reused, and every missing key is loaded by one
     * `loadMissing` call (a single query for a batch of products). Keys it leaves out map to undefined.
     */
    getMany<T>(
      keys: readonly string[],
      loadMissing: (missing: string[]) => PromiseLike<ReadonlyMap<string, T>>,
    ): Promise<Map<string, T | undefined>> {
      return getMany('', keys, loadMissing);
    },
    /**
     * A named part of this cache: its keys cannot collide with another part's, so each service
     * builds the keys of the data it owns without knowing the others'. A name is taken once.
     */
    namespace(name: string): CacheNamespace {
      if (namespaces.has(name) || name.includes(SEPARATOR)) {
        throw new Error(`cache namespace "${name}" is taken or invalid`);
      }
      namespaces.add(name);
      const prefix = name + SEPARATOR;
      const aliases = new Map<string, string>();
      return {
        async get<T>(key: string, load: () => PromiseLike<T>, options: GetOptions = {}) {
          await current();
          return (
            cached<T>(prefix + key) ?? store(prefix + key, load, options.keepUntilVersionChange)
          );
        },
        async peek<T>(key: string) {
          await current();
          return cached<T>(prefix + key);
        },
        getMany: (keys, loadMissing) => getMany(prefix, keys, loadMissing),
        alias(alias, key) {
          if (aliases.size >= maxAliases) aliases.clear();
          aliases.set(alias, key);
        },
        async peekAlias<T>(alias: string) {
          const key = aliases.get(alias);
          if (key === undefined) return undefined;
          await current();
          return cached<T>(prefix + key);
        },
      };
    },
    /** Adopts a version this instance just wrote, without waiting for the next re-read. */
    adopt(next: number, name: CacheName = dependsOn[0] ?? 'catalog') {
      watch.adopt(name, next);
    },
    /** Drops every entry of this instance. */
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
  };
}

/** One service's part of a versioned cache (`cache.namespace(name)`): its keys are its own. */
export type CacheNamespace = {
  /** The cached value for `key`, or `load()`'s, kept until the version moves or it ages out. */
  get<T>(key: string, load: () => PromiseLike<T>, options?: GetOptions): Promise<T>;
  /** The cached value for `key` if there is one (never loads). */
  peek<T>(key: string): Promise<T | undefined>;
  /**
   * Many keys at once, the missing ones loaded by one `loadMissing` call; other keys in its
   * answer are kept too.
   */
  getMany<T>(
    keys: readonly string[],
    loadMissing: (missing: string[]) => PromiseLike<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T | undefined>>;
  /**
   * Remembers that `alias` names the entry under `key`, so a caller that can name a request
   * before working out its key (the raw request bytes) finds the entry without that work. Aliases
   * outlive version changes: they name a key, not a value.
   */
  alias(alias: string, key: string): void;
  /** The cached value `alias` names, if both are known (never loads). */
  peekAlias<T>(alias: string): Promise<T | undefined>;
};

export type VersionedCache = ReturnType<typeof createVersionedCache>;

/**
 * The caches of one API instance, all on one version watch so they move together
 * (docs/decisions/0002, 0027).
 */
export function createInstanceCaches(watch: VersionWatch) {
  return {
    /** Catalogue and content data, and responses that show no stock. */
    data: createVersionedCache({ watch }),
    /** Product rows and parts, word corrections: one entry per product or word and language. */
    rows: createVersionedCache({ watch, maxEntries: 50_000 }),
    /** Responses that show stock (lists, details, in-focus blocks): dropped when either moves. */
    live: createVersionedCache({ watch, dependsOn: ['catalog', 'stock'] }),
    /** Live stock, one entry per product: dropped whenever any stock changed. */
    stock: createVersionedCache({ watch, dependsOn: ['stock'], maxEntries: 50_000 }),
    /**
     * Search answers (they show stock): apart from `live`, so a burst of new search words pushes
     * out older searches, never list pages or details.
     */
    searches: createVersionedCache({ watch, dependsOn: ['catalog', 'stock'], maxEntries: 1000 }),
    /**
     * Signed-in customers' cart and wishlist answers (they show prices and stock), each keyed by
     * the customer's cart and wishlist version (docs/decisions/0044): apart, so a crowd of
     * shoppers never pushes out the catalogue's answers.
     */
    shoppers: createVersionedCache({ watch, dependsOn: ['catalog', 'stock'], maxEntries: 2000 }),
    /**
     * The answers written into pages for a visitor's first screen (they show stock, docs/decisions/0049 §2):
     * apart, so crawlers' junk paths never push out the API's own answers.
     */
    pages: createVersionedCache({ watch, dependsOn: ['catalog', 'stock'], maxEntries: 2000 }),
  };
}

export type InstanceCaches = ReturnType<typeof createInstanceCaches>;
