import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/index.ts';

export type PhoneNumber = { countryCode: string; phone: string };
export type AccountMatch = { email?: string | undefined; phone?: PhoneNumber | undefined };

/** A customer as accounts and the profile read them. */
export const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  countryCode: customers.countryCode,
};

const byPhone = (p: PhoneNumber) =>
  and(eq(customers.countryCode, p.countryCode), eq(customers.phone, p.phone));

/** Customers and their sessions, as login, sign-up, logout and the bearer-token check need them. */
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

    /** The customers using this e-mail or phone (at most one each: both are unique). */
    async findCustomers(match: AccountMatch) {
      const conditions = [
        match.email ? eq(customers.email, match.email) : undefined,
        match.phone ? byPhone(match.phone) : undefined,
      ].filter((condition) => condition !== undefined);
      if (conditions.length === 0) return [];
      return db
        .select(customerColumns)
        .from(customers)
        .where(or(...conditions));
    },

    /**
     * Creates the customer and their first session in one transaction; null when the e-mail or
     * phone was taken meanwhile (nothing is written then).
     */
    async createCustomerWithSession(
      input: { name: string; email: string } & PhoneNumber,
      expiresAt: Date,
    ): Promise<{ customerId: string; sessionId: string } | null> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .insert(customers)
          .values(input)
          .onConflictDoNothing()
          .returning({ id: customers.id });
        if (!customer) return null;
        const [session] = await tx
          .insert(sessions)
          .values({ customerId: customer.id, expiresAt })
          .returning({ id: sessions.id });
        if (!session) throw new Error('session not created');
        return { customerId: customer.id, sessionId: session.id };
      });
    },

    async createSession(customerId: string, expiresAt: Date): Promise<string> {
      const [session] = await db
        .insert(sessions)
        .values({ customerId, expiresAt })
        .returning({ id: sessions.id });
      if (!session) throw new Error('session not created');
      return session.id;
    },

    /** Ends a session now: every copy of its token stops working at once. */
    async revokeSession(sessionId: string, customerId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
