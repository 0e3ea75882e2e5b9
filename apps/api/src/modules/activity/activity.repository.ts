import { and, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recentlyViewed } from '../../db/schema/index.ts';

/** Recently viewed rows: one per (visitor session, product), newest first. */
export function createActivityRepository(db: Db) {
  const newest = (where: ReturnType<typeof eq>, cap: number) =>
    db
      .select({ id: recentlyViewed.id })
      .from(recentlyViewed)
      .where(where)
      .orderBy(desc(recentlyViewed.viewedAt))
      .limit(cap);

  return {
    /**
     * Upserts the view (bumping viewedAt) and trims the session, and the customer, to `cap` rows;
     * in the caller's transaction, so the trim and the view land together.
     */
    async record(
      tx: Db,
      input: { sessionId: string; productId: string; customerId: string | null; cap: number },
    ) {
      const { sessionId, productId, customerId, cap } = input;
      await tx
        .insert(recentlyViewed)
        .values({ sessionId, productId, customerId })
        .onConflictDoUpdate({
          target: [recentlyViewed.sessionId, recentlyViewed.productId],
          set: {
            viewedAt: sql`now()`,
            customerId: sql`coalesce(excluded.customer_id, ${recentlyViewed.customerId})`,
          },
        });
      const bySession = eq(recentlyViewed.sessionId, sessionId);
      await tx
        .delete(recentlyViewed)
        .where(and(bySession, notInArray(recentlyViewed.id, newest(bySession, cap))));
      if (customerId) {
        const byCustomer = eq(recentlyViewed.customerId, customerId);
        // The customer's list spans sessions: keep one row per product, and at most `cap`.
        await tx
          .delete(recentlyViewed)
          .where(
            and(
              byCustomer,
              eq(recentlyViewed.productId, productId),
              ne(recentlyViewed.sessionId, sessionId),
            ),
          );
        await tx
          .delete(recentlyViewed)
          .where(and(byCustomer, notInArray(recentlyViewed.id, newest(byCustomer, cap))));
      }
    },

    /** Product ids newest first: the session's, or with a customer, theirs across sessions plus this one's. */
    async productIds(input: {
      sessionId: string;
      customerId: string | null;
      cap: number;
    }): Promise<string[]> {
      const who = input.customerId
        ? or(
            eq(recentlyViewed.sessionId, input.sessionId),
            eq(recentlyViewed.customerId, input.customerId),
          )
        : eq(recentlyViewed.sessionId, input.sessionId);
      const lastViewed = sql`max(${recentlyViewed.viewedAt})`;
      const rows = await db
        .select({ productId: recentlyViewed.productId })
        .from(recentlyViewed)
        .where(who)
        .groupBy(recentlyViewed.productId)
        .orderBy(desc(lastViewed), recentlyViewed.productId)
        .limit(input.cap);
      return rows.map((row) => row.productId);
    },

    /**
     * After login: the visitor session's anonymous rows now belong to the customer (in the
     * caller's transaction).
     */
    async adopt(tx: Db, sessionId: string, customerId: string): Promise<void> {
      const mine = await tx
        .select({ productId: recentlyViewed.productId })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.sessionId, sessionId));
      const productIds = mine.map((row) => row.productId);
      if (productIds.length > 0) {
        // The session's row is the newer view context; drop the customer's older duplicates elsewhere.
        await tx
          .delete(recentlyViewed)
          .where(
            and(
              eq(recentlyViewed.customerId, customerId),
              ne(recentlyViewed.sessionId, sessionId),
              inArray(recentlyViewed.productId, productIds),
            ),
          );
      }
      await tx
        .update(recentlyViewed)
        .set({ customerId })
        .where(and(eq(recentlyViewed.sessionId, sessionId), isNull(recentlyViewed.customerId)));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
