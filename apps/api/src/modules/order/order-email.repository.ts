import { asc, eq, inArray, sql } from 'drizzle-orm';
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
     * Claims up to `limit` due e-mails for `leaseSeconds`: one short statement moves their next
     * attempt past the lease, so no other drain (on this or another instance) takes them, and no
     * row stays locked while they are rendered and sent. An e-mail whose sender died mid-send is
     * due again when the lease ends (docs/decisions/0033).
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<DueEmail[]> {
      const claimed = await db.execute(sql`
        update ${orderEmails} set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
         where ${orderEmails.id} in (
           select id from ${orderEmails}
            where sent_at is null and next_attempt_at <= now()
            order by next_attempt_at limit ${limit}
              for update skip locked)
        returning ${orderEmails.id} as id`);
      const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      if (ids.length === 0) return [];
      const rows = await db
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
        .where(inArray(orderEmails.id, ids))
        .orderBy(asc(orderEmails.nextAttemptAt));
      const lines = await createOrderRepository(db).linesOf(rows.map((row) => row.order.id));
      return rows.map((row) => ({ ...row, lines: lines.get(row.order.id) ?? [] }));
    },

    async sent(id: string): Promise<void> {
      await db
        .update(orderEmails)
        .set({ sentAt: sql`now()`, attempts: sql`${orderEmails.attempts} + 1` })
        .where(eq(orderEmails.id, id));
    },

    async failed(id: string, error: string, retryInSeconds: number): Promise<void> {
      await db
        .update(orderEmails)
        .set({
          attempts: sql`${orderEmails.attempts} + 1`,
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
        })
        .where(eq(orderEmails.id, id));
    },
  };
}

export type OrderEmailRepository = ReturnType<typeof createOrderEmailRepository>;
