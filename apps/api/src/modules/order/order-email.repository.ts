import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orderEmails, orders } from '../../db/schema/index.ts';
import { createOrderRepository, type OrderLineRow, type OrderRow } from './order.repository.ts';

export type DueEmail = {
  id: string;
  attempts: number;
  order: OrderRow;
  lines: OrderLineRow[];
  to: string | null;
  name: string;
};

/** The confirmation e-mail outbox (`order_emails`). */
export function createOrderEmailRepository(db: Db) {
  return {
    /**
     * Runs `work` on the due e-mails, each row locked until the transaction ends; rows another
     * instance holds are skipped (`FOR UPDATE SKIP LOCKED`), so each e-mail goes out once.
     */
    async withDue<T>(limit: number, work: (due: DueEmail[], done: Done) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: orderEmails.id,
            attempts: orderEmails.attempts,
            order: orders,
            to: customers.email,
            name: customers.name,
          })
          .from(orderEmails)
          .innerJoin(orders, eq(orders.id, orderEmails.orderId))
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(and(isNull(orderEmails.sentAt), lte(orderEmails.nextAttemptAt, sql`now()`)))
          .orderBy(asc(orderEmails.nextAttemptAt))
          .limit(limit)
          .for('update', { of: orderEmails, skipLocked: true });
        // Read on the transaction's own connection (PGlite has one: `db` would wait on it).
        const lines = await createOrderRepository(tx).linesOf(rows.map((row) => row.order.id));
        const due = rows.map((row) => ({ ...row, lines: lines.get(row.order.id) ?? [] }));
        return work(due, {
          sent: async (id) => {
            await tx
              .update(orderEmails)
              .set({ sentAt: sql`now()`, attempts: sql`${orderEmails.attempts} + 1` })
              .where(eq(orderEmails.id, id));
          },
          failed: async (id, error, retryInSeconds) => {
            await tx
              .update(orderEmails)
              .set({
                attempts: sql`${orderEmails.attempts} + 1`,
                lastError: error.slice(0, 500),
                nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
              })
              .where(eq(orderEmails.id, id));
          },
        });
      });
    },
  };
}

export type Done = {
  sent(id: string): Promise<void>;
  failed(id: string, error: string, retryInSeconds: number): Promise<void>;
};
export type OrderEmailRepository = ReturnType<typeof createOrderEmailRepository>;
