import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cacheVersions } from '../db/schema/index.ts';

/**
 * The shared version counters in `cache_versions`, both moved by triggers at commit, once per
 * transaction, whoever writes: `catalog` with any write to a catalogue or content table (migration
 * catalog_cache_version_by_trigger; a product's stock alone does not move it); `stock` with any
 * change of a product's stock or active flag (migration cart_stock). docs/decisions/0067.
 */
export const CACHE_NAMES = ['catalog', 'stock'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];
export type Versions = Readonly<Record<CacheName, number>>;

/** Where the caches of one instance learn the counters. */
export type VersionWatch = {
  /** The counters: the last read while it is younger than `recheckMs`, else a new read. */
  current(): Versions | Promise<Versions>;
  /**
   * Marks the counters due: the next `current()` reads them again. Called after this instance
   * wrote, so its very next answer shows the write (a trigger may have moved `stock`).
   */
  expire(): void;
};

/** The counters as one string, `catalog.stock`: what a cached answer was built under. */
export const versionsKey = (versions: Versions) => `${versions.catalog}.${versions.stock}`;

/**
 * Reads the counters at most once per `recheckMs` (concurrent callers share one read). Every cache
 * of an instance watches the same one, so they all see a move at the same moment: a response is
 * never cached under a new version with data from an older one.
 */
export function createVersionWatch({
  read,
  recheckMs = 1000,
  now = Date.now,
}: {
  read: () => Promise<Versions>;
  recheckMs?: number;
  now?: () => number;
}): VersionWatch {
  let latest: Versions | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<Versions> | null = null;
  // Bumped by `expire`: a read that started before it may predate the write, so it is not kept.
  let generation = 0;
  return {
    current() {
      if (latest && now() - checkedAt < recheckMs) return latest;
      if (reading) return reading;
      const started = generation;
      const mine = read()
        .then((versions) => {
          if (started === generation) {
            latest = versions;
            checkedAt = now();
          }
          return versions;
        })
        .finally(() => {
          if (reading === mine) reading = null;
        });
      reading = mine;
      return mine;
    },
    expire() {
      generation++;
      checkedAt = Number.NEGATIVE_INFINITY;
      reading = null;
    },
  };
}

/** Every counter in one primary-key read; 0 before a counter's first bump. */
export async function readCacheVersions(db: Db): Promise<Versions> {
  const rows = await db
    .select({ name: cacheVersions.name, version: cacheVersions.version })
    .from(cacheVersions)
    .where(inArray(cacheVersions.name, [...CACHE_NAMES]));
  const found = new Map(rows.map((row) => [row.name, row.version]));
  return { catalog: found.get('catalog') ?? 0, stock: found.get('stock') ?? 0 };
}

/** The counter's current value; 0 before the first bump. */
export async function readCacheVersion(db: Db, name: CacheName): Promise<number> {
  const rows = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(sql`${cacheVersions.name} = ${name}`);
  return rows[0]?.version ?? 0;
}

/**
 * Moves the counter by hand, so every instance drops its cached entries at its next recheck. Writers
 * never need it (the triggers move both counters); it is for tests and tools that move one on purpose.
 */
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
