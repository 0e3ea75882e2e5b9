import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments; this module owns `payments`. */
export function createPaymentRepository(db: Db) {
  return {
    async create(
      row: Pick<PaymentRow, 'orderId' | 'provider' | 'providerOrderId' | 'amount' | 'currency'>,
    ) {
      await db.insert(payments).values(row);
    },

    async byProviderOrder(providerOrderId: string): Promise<PaymentRow | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The payment of a provider's order, locked until the caller's transaction ends. */
    async locked(tx: Db, providerOrderId: string): Promise<PaymentRow | null> {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId))
        .for('update');
      return payment ?? null;
    },

    /** How the customer paid (card, UPI…), as the provider names it. */
    async setMethod(tx: Db, id: string, method: string): Promise<void> {
      await tx
        .update(payments)
        .set({ method: method.slice(0, 40) })
        .where(eq(payments.id, id));
    },

    async markPaid(tx: Db, id: string, providerPaymentId: string): Promise<void> {
      await tx
        .update(payments)
        .set({ status: 'paid', providerPaymentId, failureReason: null, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    /**
     * A failed attempt on the provider's order, unless its payment was already captured (events
     * come in any order): the order's id, or null when nothing was marked.
     */
    async markFailed(tx: Db, providerOrderId: string, reason: string): Promise<string | null> {
      const [payment] = await tx
        .update(payments)
        .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
        .where(
          and(eq(payments.providerOrderId, providerOrderId), sql`${payments.status} <> 'paid'`),
        )
        .returning({ orderId: payments.orderId });
      return payment?.orderId ?? null;
    },

    /** The order's payment failed, while it was still waiting for one. */
    async orderPaymentFailed(tx: Db, orderId: string): Promise<void> {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
