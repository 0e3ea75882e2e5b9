import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cacheVersions } from '../db/schema/index.ts';

/** Names of the shared version counters in `cache_versions`. */
export type CacheName = 'catalog';

export type VersionedCacheOptions = {
  /** Reads the shared version counter (every API instance reads the same row). */
  readVersion: () => Promise<number>;
  /** How long a read version is trusted before it is read again (docs/decisions/0002). */
  recheckMs?: number;
  /** Entries older than this are loaded again even without a bump (stock changes on orders). */
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
  /** Kept until the version moves, never aged out: for values that hold no stock. */
  keepUntilVersionChange?: boolean;
};

/**
 * An in-process cache dropped as a whole when the shared version counter moves.
 * Concurrent misses on one key share a single load; a failed load is not kept.
 */
export function createVersionedCache({
  readVersion,
  recheckMs = 1000,
  maxAgeMs = 60_000,
  maxEntries = 5000,
  maxAliases = 10_000,
  now = Date.now,
}: VersionedCacheOptions) {
  const entries = new Map<string, Entry>();
  const namespaces = new Set<string>();
  let version: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  function adopt(next: number) {
    if (next !== version) entries.clear();
    version = next;
  }

  function check(): Promise<void> {
    checking ??= readVersion()
      .then((next) => {
        adopt(next);
        checkedAt = now();
      })
      .finally(() => {
        checking = null;
      });
    return checking;
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

  /** Re-reads the shared version once `recheckMs` have passed since the last read. */
  async function current() {
    if (now() - checkedAt >= recheckMs) await check();
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
    adopt(next: number) {
      adopt(next);
      checkedAt = now();
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
  /** Many keys at once, the missing ones loaded by one `loadMissing` call. */
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

/** The counter's current value; 0 before the first bump. */
export async function readCacheVersion(db: Db, name: CacheName): Promise<number> {
  const rows = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(sql`${cacheVersions.name} = ${name}`);
  return rows[0]?.version ?? 0;
}

/** Moves the counter after a write, so every instance drops its cached entries at its next recheck. */
export async function bumpCacheVersion(db: Db, name: CacheName): Promise<number> {
  const rows = await db
    .insert(cacheVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({
      target: cacheVersions.name,
      set: { version: sql`${cacheVersions.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: cacheVersions.version });
  return rows[0]?.version ?? 0;
}
