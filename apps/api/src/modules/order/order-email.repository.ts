import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders, refunds } from '../../db/schema/index.ts';
import { enqueueJob, type JobPayloads } from '../../lib/job-queue.ts';
import {
  createOrderRepository,
  orderRefundColumns,
  type OrderLineRow,
  type OrderRefundRow,
  type OrderRow,
} from './order.repository.ts';

export type OrderForEmail = {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The HUIDs packed for each line, by line id. */
  huids: Map<string, string[]>;
  to: string | null;
  name: string;
};

export type OrderEmailTemplate = JobPayloads['order.email']['template'];

/**
 * Queues an e-mail to the order's customer in the transaction that decides it: a job of the jobs
 * table (lib/job-queue.ts), keyed by the order, the template and the refund, so asking twice
 * sends it once.
 */
export async function queueOrderEmail(
  tx: Db,
  orderId: string,
  template: OrderEmailTemplate,
  refundId?: string,
): Promise<void> {
  await enqueueJob(
    tx,
    'order.email',
    { orderId, template, ...(refundId ? { refundId } : {}) },
    `order.email:${template}:${orderId}${refundId ? `:${refundId}` : ''}`,
  );
}

/**
 * An order is confirmed (cash placed, or card paid): the customer's confirmation, and the owner's
 * notice of a new order, each once.
 */
export async function queueConfirmation(tx: Db, orderId: string): Promise<void> {
  await queueOrderEmail(tx, orderId, 'confirmation');
  await enqueueJob(tx, 'order.notify', { orderId }, `order.notify:${orderId}`);
}

/** What an order's e-mails are made from: the order, its lines and pieces, its customer, a refund. */
export function createOrderEmailRepository(db: Db) {
  const reads = createOrderRepository(db);
  return {
    async orderForEmail(orderId: string): Promise<OrderForEmail | null> {
      const [row] = await db
        .select({ order: orders, to: customers.email, name: customers.name })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const lines = (await reads.linesOf([orderId])).get(orderId) ?? [];
      return { ...row, lines, huids: await reads.huidsOf([orderId]) };
    },

    /**
     * Where the order's e-mail may go now, read with the order's row locked until the caller's
     * transaction ends (the lock erasure takes on each of the customer's orders, so an erasure
     * under way is waited for): none once the customer is erased.
     */
    async recipientLocked(tx: Db, orderId: string): Promise<string | null> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      // Its own statement, so it reads what an erasure that held the lock has committed.
      const [row] = await tx
        .select({ email: customers.email, erasedAt: customers.erasedAt })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId));
      return row && !row.erasedAt ? row.email : null;
    },

    /** One refund of the order, whatever its state. */
    async refund(orderId: string, refundId: string): Promise<OrderRefundRow | null> {
      const [row] = await db
        .select(orderRefundColumns)
        .from(refunds)
        .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
      return row ?? null;
    },
  };
}

export type OrderEmailRepository = ReturnType<typeof createOrderEmailRepository>;
