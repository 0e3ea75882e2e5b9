import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { customers } from './schema/index.ts';

/**
 * Locks a customer's row until the transaction ends, so one customer's writes (two tabs adding
 * to the cart at once) happen one after the other and their limits hold.
 */
export async function lockCustomer(tx: Db, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
