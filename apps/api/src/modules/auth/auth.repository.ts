import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Session queries the bearer-token check needs. */
export function createAuthRepository(db: Db) {
  return {
    /** One primary-key lookup: the session exists, belongs to the customer, is not revoked or expired. */
    async isSessionActive(sessionId: string, customerId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
