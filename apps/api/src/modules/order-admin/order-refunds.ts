import {
  format,
  orderAdminMessages as say,
  parseRupees,
  refundOfLines,
  type AdminOrder,
  type RefundBody,
} from '@aurelle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { requestHash } from '../../lib/idempotency.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { typedText } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { recordOrderEvent } from '../order/order-events.repository.ts';
import { ProviderRefused, type PaymentProvider } from '../payment/payment-provider.ts';
import {
  lockedRefund,
  paidFor,
  refreshRefundState,
  refundedFor,
  settleRefund,
} from '../payment/refunds.repository.ts';
import type { LineRow, OrderAdminRepository, OrderRow } from './order-admin.repository.ts';
import { refundedQuantities, type Staff } from './order-admin.view.ts';
import { formatRupees } from '../../lib/money.ts';

/** What the back office's orders and their refunds are made from. */
export type OrderAdminParts = BackOfficeDeps<OrderAdminRepository> & {
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** After a commit that queued a job (an e-mail). */
  jobsQueued: () => void;
};

type Deps = OrderAdminParts & {
  /** The order as the back office shows it, read after the refund. */
  view: (orderId: string, seesPrices: boolean) => Promise<AdminOrder>;
};

/**
 * Refunds (decision 0073): a ledger row per refund, written and committed under the order's row
 * lock (never more than was paid), then taken through the payment provider with the refund's id
 * as its idempotency key, or paid out by hand for cash.
 */
export function createOrderRefunds({
  db,
  repo,
  provider,
  audit,
  clock,
  log,
  jobsQueued,
  view,
}: Deps) {
  const record = auditRecorder({ audit, clock });
  /** A cancelled order gives back all that was paid and not yet refunded; the refund's id, if any. */
  async function refundAllPaid(tx: Db, staff: Staff, order: OrderRow, reason: string) {
    const rest = paidFor(order) - (await refundedFor(tx, order.id));
    if (rest <= 0) return null;
    const payment = (await repo.payments(tx, order.id)).find((p) => p.status === 'paid');
    const refund = await insertRefund(tx, staff, order, {
      amount: rest,
      reason,
      restock: false,
      lines: [],
      key: `cancel-${order.id}`,
      // No refund body hashes to it: a request reusing the cancel's key is refused.
      hash: requestHash('cancel'),
      payment: payment ?? null,
      all: true,
    });
    return refund.method === 'provider' ? refund.id : null;
  }

  async function insertRefund(
    tx: Db,
    staff: Staff,
    order: OrderRow,
    input: {
      amount: number;
      reason: string;
      restock: boolean;
      lines: { lineId: string; quantity: number }[];
      key: string;
      hash: string;
      payment: Awaited<ReturnType<OrderAdminRepository['payments']>>[number] | null;
      /** It takes all that is left: the provider is asked for all its payment has left too. */
      all: boolean;
    },
  ) {
    const cash = order.paymentMethod === 'POD';
    let providerAmount: number | null = null;
    if (!cash && input.payment) {
      const earlier = (await repo.refunds(tx, order.id))
        .filter((r) => r.status !== 'failed')
        .reduce((sum, r) => sum + (r.providerAmount ?? 0), 0);
      const left = input.payment.amount - earlier;
      providerAmount = input.all
        ? left
        : Math.min(left, Math.round((input.amount * input.payment.amount) / order.total));
    }
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId: cash ? null : (input.payment?.id ?? null),
      amount: input.amount,
      providerAmount,
      currency: cash ? 'INR' : (input.payment?.currency ?? 'INR'),
      method: cash ? 'cash' : 'provider',
      reason: input.reason,
      restock: input.restock,
      lines: input.lines,
      idempotencyKey: input.key,
      requestHash: input.hash,
      staffId: staff.staffId,
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'refund_requested',
      data: {
        refundId: refund.id,
        amount: refund.amount,
        method: refund.method,
        reason: input.reason,
      },
      staff: { staffId: staff.staffId, name: staff.name },
    });
    await record(tx, staff.actor, {
      action: 'order.refunded',
      entityType: 'order',
      entityId: order.id,
      changes: {
        refund: {
          after: {
            amount: refund.amount,
            method: refund.method,
            lines: input.lines,
            restock: input.restock,
          },
        },
        reason: { after: typedText(input.reason) },
      },
    });
    // Cash goes back by hand: the refund is paid out as it is recorded.
    if (cash) await settleRefund(tx, refund, 'processed', { at: clock.now() });
    else await refreshRefundState(tx, order.id);
    return refund;
  }

  /**
   * Asks the provider for a recorded refund, with the refund's id as the idempotency key, so
   * asking again never refunds twice. Refused: the refund is failed (409). No answer: it stays
   * pending and the caller may try again with the same key (503).
   */
  async function takeRefund(refundId: string, seesPrices: boolean): Promise<AdminOrder> {
    const refund = await db.transaction((tx) => lockedRefund(tx, { id: refundId }));
    if (!refund) throw notFound(say.notFound);
    const payment = refund.paymentId
      ? (await repo.payments(db, refund.orderId)).find((p) => p.id === refund.paymentId)
      : undefined;
    if (refund.status === 'pending' && !refund.providerRefundId && payment?.providerPaymentId) {
      try {
        const answer = await provider.refund({
          paymentId: payment.providerPaymentId,
          amount: refund.providerAmount ?? 0,
          idempotencyKey: refund.id,
          notes: {
            refundId: refund.id,
            orderId: refund.orderId,
            reason: refund.reason.slice(0, 200),
          },
        });
        await repo.setProviderRefundId(refund.id, answer.id);
        if (answer.status !== 'pending')
          await db.transaction(async (tx) => {
            const locked = await lockedRefund(tx, { id: refund.id });
            if (locked)
              await settleRefund(tx, locked, answer.status as 'processed' | 'failed', {
                providerRefundId: answer.id,
                at: clock.now(),
              });
          });
        jobsQueued();
      } catch (error) {
        if (error instanceof ProviderRefused) {
          await db.transaction(async (tx) => {
            const locked = await lockedRefund(tx, { id: refund.id });
            if (locked) await settleRefund(tx, locked, 'failed', { reason: error.message });
          });
          log.warn({ err: error, refundId: refund.id }, 'payment provider refused a refund');
          throw new AppError(409, say.refundProviderFailed);
        }
        log.error({ err: error, refundId: refund.id }, 'payment provider did not answer a refund');
        throw new AppError(503, say.refundProviderFailed, undefined, 5);
      }
    }
    return view(refund.orderId, seesPrices);
  }

  /**
   * Refunded units back in stock, in the refund's transaction (its stock reason is `returned`, by
   * the staff member, for the order); a hallmarked piece is in stock again.
   */
  async function restock(
    tx: Db,
    staff: Staff,
    order: OrderRow,
    lines: readonly LineRow[],
    refunded: readonly { lineId: string; quantity: number }[],
  ) {
    const stock = createStockRepository(tx);
    const pieces = await repo.pieces(tx, order.id);
    for (const entry of refunded) {
      const line = lines.find((l) => l.id === entry.lineId);
      if (!line) continue;
      const back = line.hallmarked
        ? pieces.filter((p) => p.orderLineId === line.id).slice(0, entry.quantity)
        : [];
      await repo.setPieces(
        tx,
        back.map((p) => p.id),
        { state: 'in_stock', orderId: null, orderLineId: null },
      );
      // A piece back in the safe is its own variant's again; other units go to the line's
      // variant first (what comes back is what was ordered), then where they were taken.
      for (const piece of back)
        await stock.giveBack(order.id, {
          productId: line.productId,
          quantity: 1,
          prefer: piece.variantId,
        });
      await stock.giveBack(order.id, {
        productId: line.productId,
        quantity: entry.quantity - back.length,
        prefer: line.variantId,
      });
    }
  }

  return {
    refundAllPaid,
    takeRefund,

    /**
     * The periodic work: refunds the provider never answered (recorded before `before`, no
     * provider id yet) are asked for again with their own idempotency key, so a refund nobody
     * retried still goes back once. Safe on every instance at once: the provider takes the key once.
     */
    async askPending(before: Date): Promise<number> {
      let asked = 0;
      for (const refundId of await repo.unansweredRefunds(before, 20)) {
        try {
          await takeRefund(refundId, false);
          asked++;
        } catch (error) {
          log.warn({ err: error, refundId }, 'refund asked again, not taken yet');
        }
      }
      return asked;
    },
    /**
     * A refund by lines (each line's share of what was paid) or by amount, never more than is
     * left; with the same idempotency key, the refund already recorded (asked of the provider
     * again if it never answered).
     */
    async refund(staff: Staff, orderId: string, body: RefundBody): Promise<AdminOrder> {
      const context = { staffId: staff.staffId, stock: { reason: 'returned', orderId } } as const;
      const recorded = await writeTransaction(db, context, async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) throw notFound(say.notFound);
        // The key names one request: its retry is answered the refund it made, another body
        // under it is refused. Refunds recorded before requests were hashed have no hash.
        const { idempotencyKey: _key, ...asked } = body;
        const hash = requestHash(asked);
        const again = await repo.refundByKey(tx, orderId, body.idempotencyKey);
        if (again && again.requestHash !== null && again.requestHash !== hash)
          throw new AppError(
            422,
            format(say.refundKeyReused, { amount: formatRupees(again.amount) }),
          );
        if (again) return again;
        if ((body.lines === undefined) === (body.amount === undefined))
          throw new AppError(400, say.refundLinesOrAmount, { amount: say.refundLinesOrAmount });
        if (body.restock && !body.lines)
          throw new AppError(400, say.refundLinesOrAmount, { restock: say.refundLinesOrAmount });
        const paid = paidFor(order);
        if (paid === 0) throw new AppError(409, say.refundNothingPaid);
        const refundable = paid - (await refundedFor(tx, orderId));
        const lines = await repo.lines(tx, orderId);
        const already = refundedQuantities(await repo.refunds(tx, orderId));
        let amount: number;
        let all: boolean;
        if (body.lines) {
          const errors: Record<string, string> = {};
          const refundedLines: { unitPrice: number; quantity: number }[] = [];
          const asked = new Map<string, number>();
          body.lines.forEach((entry, index) => {
            const line = lines.find((l) => l.id === entry.lineId);
            if (!line) return void (errors[`lines.${index}.lineId`] = say.refundLineUnknown);
            const left = line.quantity - (already.get(line.id) ?? 0) - (asked.get(line.id) ?? 0);
            if (entry.quantity > left)
              return void (errors[`lines.${index}.quantity`] = format(say.refundQuantity, {
                count: left,
              }));
            asked.set(line.id, (asked.get(line.id) ?? 0) + entry.quantity);
            refundedLines.push({ unitPrice: line.unitPrice, quantity: entry.quantity });
          });
          if (Object.keys(errors).length > 0)
            throw new AppError(400, Object.values(errors)[0] ?? say.refundLineUnknown, errors);
          all = lines.every(
            (line) => (already.get(line.id) ?? 0) + (asked.get(line.id) ?? 0) >= line.quantity,
          );
          amount = refundOfLines({ ...order, refundable }, refundedLines, all);
        } else {
          amount = parseRupees(body.amount ?? '') ?? 0;
          if (amount <= 0)
            throw new AppError(400, say.refundNothing, { amount: say.refundNothing });
          if (amount > refundable)
            throw new AppError(
              400,
              format(say.refundTooMuch, { amount: formatRupees(Math.max(0, refundable)) }),
              {
                amount: format(say.refundTooMuch, {
                  amount: formatRupees(Math.max(0, refundable)),
                }),
              },
            );
          all = amount === refundable;
        }
        if (amount <= 0)
          throw new AppError(409, format(say.refundTooMuch, { amount: formatRupees(0) }));
        const payment = (await repo.payments(tx, orderId)).find((p) => p.status === 'paid') ?? null;
        const refund = await insertRefund(tx, staff, order, {
          amount,
          reason: body.reason,
          restock: body.restock ?? false,
          lines: body.lines ?? [],
          key: body.idempotencyKey,
          hash,
          payment,
          all,
        });
        if (body.restock && body.lines) await restock(tx, staff, order, lines, body.lines);
        return refund;
      });
      jobsQueued();
      if (recorded.method === 'provider') return takeRefund(recorded.id, staff.seesPrices);
      return view(orderId, staff.seesPrices);
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
