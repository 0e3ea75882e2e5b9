import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { customerColumns } from './auth.repository.ts';

/** The customer row and order count the profile shows. */
export function createProfileRepository(db: Db) {
  return {
    async customer(customerId: string) {
      const [row] = await db
        .select(customerColumns)
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
