import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpEvent = 'login' | 'signup';
export type NewCode = {
  event: OtpEvent;
  channel: 'email' | 'phone';
  target: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
};

/** One-time code rows (only keyed hashes): the newest live code of an identity is the one that works. */
export function createOtpRepository(db: Db) {
  return {
    /**
     * Stores a code in place of the identity's older ones, in the caller's transaction (tries are
     * also counted per identity in rate_limits, so nothing is lost with them).
     */
    async insert(tx: Db, code: NewCode): Promise<string> {
      await tx
        .delete(otpCodes)
        .where(and(eq(otpCodes.target, code.target), eq(otpCodes.event, code.event)));
      const [row] = await tx.insert(otpCodes).values(code).returning({ id: otpCodes.id });
      if (!row) throw new Error('one-time code not stored');
      return row.id;
    },

    /**
     * Spends one try of the identity's live code before it is compared, so concurrent guesses
     * cannot share a try: answers the code's hash, or null when no live code is left.
     */
    async takeTry(input: { event: OtpEvent; target: string; now: Date; maxTries: number }) {
      const live = db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.target, input.target),
            eq(otpCodes.event, input.event),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, input.now),
            lt(otpCodes.attempts, input.maxTries),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, sql`(${live})`), lt(otpCodes.attempts, input.maxTries)))
        .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
      return row ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length > 0;
    },

    /** A code that could not be delivered must not stay usable. */
    async remove(id: string): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
