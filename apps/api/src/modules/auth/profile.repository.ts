import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';

/** The customer row and order count the profile shows. */
export function createProfileRepository(db: Db) {
  return {
    async customer(customerId: string) {
      const [row] = await db
        .select({
          id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          countryCode: customers.countryCode,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async orderCount(customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.customerId, customerId));
      return row?.n ?? 0;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
