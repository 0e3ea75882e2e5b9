import { and, eq, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** At most `max` hits per `windowSeconds` for one key. */
export type Limit = { max: number; windowSeconds: number };

export type HitResult = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Fixed-window counters in the database, so every API process counts the same hits. One atomic
 * upsert per hit: a key's window starts at its first hit and starts again once it has passed.
 */
export function createRateLimiter(db: Db) {
  /** Counts one more on `key`: a new row at 1, or the row's window and count as `set` says. */
  async function count(key: string, now: Date, set: { windowStart: SQL; count: SQL }) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({ target: rateLimits.key, set })
      .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
    if (!row) throw new Error(`rate limit ${key} not counted`);
    return row;
  }

  return {
    async hit(key: string, limit: Limit, now: Date): Promise<HitResult> {
      const windowOpened = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
      const expired = sql`${rateLimits.windowStart} <= ${windowOpened}::timestamptz`;
      const row = await count(key, now, {
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      });
      const endsMs = row.windowStart.getTime() + limit.windowSeconds * 1000;
      return {
        allowed: row.count <= limit.max,
        retryAfterSeconds: Math.max(1, Math.ceil((endsMs - now.getTime()) / 1000)),
        count: row.count,
      };
    },

    /** A key's count and the start of its window, without a hit; undefined once the window passed. */
    async peek(
      key: string,
      windowSeconds: number,
      now: Date,
    ): Promise<{ count: number; windowStart: Date } | undefined> {
      const [row] = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return row && row.windowStart.getTime() > now.getTime() - windowSeconds * 1000
        ? row
        : undefined;
    },

    /**
     * One more strike against `key`, answering how many it has: a strike key's `windowStart` is
     * its last strike, and its count starts again once `memorySeconds` pass without one (so a
     * wait can grow with each strike and be measured from the last).
     */
    async strike(key: string, memorySeconds: number, now: Date): Promise<number> {
      const forgotten = new Date(now.getTime() - memorySeconds * 1000).toISOString();
      const row = await count(key, now, {
        windowStart: sql`excluded.window_start`,
        count: sql`case when ${rateLimits.windowStart} <= ${forgotten}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
      });
      return row.count;
    },

    /**
     * Deletes the keys whose window opened `longestWindowSeconds` or more before `now`: for every
     * limit at most that long, such a row counts nothing (the next hit starts a new window), so
     * the table holds only the keys hit lately, not every address and identity ever seen. Keys
     * starting with a prefix of `longer` are kept for that prefix's own longest window instead.
     * Returns how many were deleted.
     */
    async forgetPassed(
      longestWindowSeconds: number,
      now: Date,
      longer: Record<string, number> = {},
    ): Promise<number> {
      const openedBefore = (seconds: number) =>
        lte(rateLimits.windowStart, new Date(now.getTime() - seconds * 1000));
      const startsWith = (prefix: string) => sql`starts_with(${rateLimits.key}, ${prefix})`;
      const prefixes = Object.entries(longer);
      const gone = await db
        .delete(rateLimits)
        .where(
          or(
            and(
              openedBefore(longestWindowSeconds),
              ...prefixes.map(([prefix]) => not(startsWith(prefix))),
            ),
            ...prefixes.map(([prefix, seconds]) => and(startsWith(prefix), openedBefore(seconds))),
          ),
        )
        .returning({ key: rateLimits.key });
      return gone.length;
    },

    /** Forgets a key, as if it had never been hit (a code that could not be sent). */
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Forgets every key that starts with `prefix` (all of one e-mail's per-address counters). */
    async resetStartingWith(prefix: string): Promise<void> {
      await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
