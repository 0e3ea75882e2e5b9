import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** At most `max` hits per `windowSeconds` for one key. */
export type Limit = { max: number; windowSeconds: number };

export type HitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters in the database, so every API process counts the same hits. One atomic
 * upsert per hit: a key's window starts at its first hit and starts again once it has passed.
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(key: string, limit: Limit, now: Date): Promise<HitResult> {
      const windowOpened = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
      const expired = sql`${rateLimits.windowStart} <= ${windowOpened}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          },
        })
        .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
      if (!row) throw new Error(`rate limit ${key} not counted`);
      const endsMs = row.windowStart.getTime() + limit.windowSeconds * 1000;
      return {
        allowed: row.count <= limit.max,
        retryAfterSeconds: Math.max(1, Math.ceil((endsMs - now.getTime()) / 1000)),
      };
    },

    /**
     * Deletes the keys whose window opened `longestWindowSeconds` or more before `now`: for every
     * limit at most that long, such a row counts nothing (the next hit starts a new window), so
     * the table holds only the keys hit lately, not every address and identity ever seen.
     * Returns how many were deleted.
     */
    async forgetPassed(longestWindowSeconds: number, now: Date): Promise<number> {
      const opened = new Date(now.getTime() - longestWindowSeconds * 1000);
      const gone = await db
        .delete(rateLimits)
        .where(lte(rateLimits.windowStart, opened))
        .returning({ key: rateLimits.key });
      return gone.length;
    },

    /** Whether `key` was hit within the last `windowSeconds` (a lock that has not run out). */
    async isOpen(key: string, windowSeconds: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return !!row && row.windowStart.getTime() > now.getTime() - windowSeconds * 1000;
    },

    /** Forgets a key, as if it had never been hit (a code that could not be sent). */
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
