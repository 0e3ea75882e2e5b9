import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { enqueueJob } from '../../lib/jobs.ts';
import { createOrderRepository, type OrderLineRow, type OrderRow } from './order.repository.ts';

export type OrderForEmail = {
  order: OrderRow;
  lines: OrderLineRow[];
  to: string | null;
  name: string;
};

/**
 * Queues an order's confirmation e-mail in the transaction that places or settles it: a job of
 * the jobs table (lib/jobs.ts), keyed by the order, so asking twice sends it once.
 */
export async function queueConfirmation(tx: Db, orderId: string): Promise<void> {
  await enqueueJob(tx, 'order.confirmation', { orderId }, `order.confirmation:${orderId}`);
}

/** What an order's confirmation e-mail is made from: the order, its lines, its customer. */
export function createOrderEmailRepository(db: Db) {
  return {
    async orderForEmail(orderId: string): Promise<OrderForEmail | null> {
      const [row] = await db
        .select({ order: orders, to: customers.email, name: customers.name })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const lines = await createOrderRepository(db).linesOf([orderId]);
      return { ...row, lines: lines.get(orderId) ?? [] };
    },
  };
}

export type OrderEmailRepository = ReturnType<typeof createOrderEmailRepository>;
