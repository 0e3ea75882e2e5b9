import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/index.ts';

/** A live session's customer, as the bearer-token check reads it. */
export type ActiveSession = { cartWishlistVersion: number };

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
  // Every signed-in call asks this: built once, and prepared once per database connection.
  const activeSession = db
    .select({ cartWishlistVersion: customers.cartWishlistVersion })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.customerId, sql.placeholder('customerId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('aurelle_active_session');
  return {
    /**
     * One primary-key lookup: whether the session exists, belongs to the customer and is neither
     * revoked nor expired; if so, the customer's cart and wishlist version, read along with it.
     */
    async activeSession(sessionId: string, customerId: string): Promise<ActiveSession | null> {
      const [row] = await activeSession.execute({ sessionId, customerId });
      return row ?? null;
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
     * Creates the customer and their first session, in the caller's transaction; null when the
     * e-mail or phone was taken meanwhile (nothing is written then).
     */
    async createCustomerWithSession(
      tx: Db,
      input: { name: string; email: string } & PhoneNumber,
      expiresAt: Date,
    ): Promise<{ customerId: string; sessionId: string } | null> {
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
