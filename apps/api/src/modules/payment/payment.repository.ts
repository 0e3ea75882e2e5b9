import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { recordOrderEvent } from '../order/order-events.repository.ts';
import { settleOrder, type Settlement } from '../order/order-settle.repository.ts';

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

    /**
     * Records a captured payment (and how it was made, when told) and settles its order, in one
     * transaction.
     */
    settle(
      providerOrderId: string,
      paymentId: string,
      method?: string,
    ): Promise<{ orderId: string; result: Settlement } | null> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.providerOrderId, providerOrderId))
          .for('update');
        if (!payment) return null;
        // The signed checkout answer may settle first; the webhook after it still says how.
        if (method && !payment.method)
          await tx
            .update(payments)
            .set({ method: method.slice(0, 40) })
            .where(eq(payments.id, payment.id));
        if (payment.status !== 'paid')
          await tx
            .update(payments)
            .set({
              status: 'paid',
              providerPaymentId: paymentId,
              failureReason: null,
              updatedAt: sql`now()`,
            })
            .where(eq(payments.id, payment.id));
        return {
          orderId: payment.orderId,
          result: await settleOrder(tx, payment.orderId, paymentId),
        };
      });
    },

    /** A failed attempt: recorded unless the payment was already captured (events come in any order). */
    recordFailure(providerOrderId: string, reason: string): Promise<void> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: sql`now()` })
          .where(
            and(eq(payments.providerOrderId, providerOrderId), sql`${payments.status} <> 'paid'`),
          )
          .returning({ orderId: payments.orderId });
        if (!payment) return;
        await recordOrderEvent(tx, {
          orderId: payment.orderId,
          kind: 'payment_failed',
          data: { reason: reason.slice(0, 500) },
        });
        await tx
          .update(orders)
          .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
          .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'pending')));
      });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
