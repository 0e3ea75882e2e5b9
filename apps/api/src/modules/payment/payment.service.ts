import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  messagesFor,
  type CreatePaymentResponse,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { recordOrderEvent } from '../order/order-events.repository.ts';
import { settleOrder } from '../order/order-settle.repository.ts';
import { orderMoney } from '../order/order-view.ts';
import type { OrderRepository } from '../order/order.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { hmacHex, sameSignature } from './payment-signature.ts';
import type { PaymentRepository } from './payment.repository.ts';
import { lockedRefund, settleRefund } from './refunds.repository.ts';

type Deps = {
  db: Db;
  repo: PaymentRepository;
  orders: Pick<OrderRepository, 'own'>;
  catalog: Pick<CatalogService, 'rates'>;
  provider: PaymentProvider;
  secrets: { keySecret: string; webhookSecret: string };
  log: FastifyBaseLogger;
  /** After a commit that queued an e-mail. */
  emailQueued: () => void;
  /** When a refund the provider settles is dated (its credit note's date and year). */
  clock?: Clock;
};

type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: {
      entity?: { id?: string; order_id?: string; method?: string; error_description?: string };
    };
    refund?: { entity?: { id?: string; notes?: Record<string, unknown> } };
  };
};

/** Card payments (spec §4, §7): a provider order for an order, the signed result, the webhook. */
export function createPaymentService({
  db,
  repo,
  orders,
  catalog,
  provider,
  secrets,
  log,
  emailQueued,
  clock = systemClock,
}: Deps) {
  /**
   * Settles once; a payment captured for a released order is logged for a refund. The webhook
   * says how the customer paid (`method`): where a refund goes back to.
   */
  async function settle(providerOrderId: string, paymentId: string, method?: string) {
    // The payment recorded and its order settled in one transaction, the payment's row locked.
    const settled = await db.transaction(async (tx) => {
      const payment = await repo.locked(tx, providerOrderId);
      if (!payment) return null;
      // The signed checkout answer may settle first; the webhook after it still says how.
      if (method && !payment.method) await repo.setMethod(tx, payment.id, method);
      if (payment.status !== 'paid') await repo.markPaid(tx, payment.id, paymentId);
      return {
        orderId: payment.orderId,
        result: await settleOrder(tx, payment.orderId, paymentId),
      };
    });
    if (settled?.result === 'settled') emailQueued();
    if (settled?.result === 'released')
      log.error(
        { orderId: settled.orderId, paymentId },
        'payment captured for a released order: refund it',
      );
    return settled;
  }

  /** A failed attempt: recorded unless the payment was already captured (events come in any order). */
  async function recordFailure(providerOrderId: string, reason: string) {
    const why = reason.slice(0, 500);
    await db.transaction(async (tx) => {
      const orderId = await repo.markFailed(tx, providerOrderId, why);
      if (!orderId) return;
      await recordOrderEvent(tx, { orderId, kind: 'payment_failed', data: { reason: why } });
      await repo.orderPaymentFailed(tx, orderId);
    });
  }

  /** The provider's webhook: the refund it names (by its id, or ours in the notes) settles once. */
  function settleRefundOf(
    outcome: 'processed' | 'failed',
    entity: { id: string; refundId: string | null; reason: string | null },
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const refund =
        (await lockedRefund(tx, { providerRefundId: entity.id })) ??
        (entity.refundId && isUuid(entity.refundId)
          ? await lockedRefund(tx, { id: entity.refundId })
          : null);
      if (!refund) return false;
      return settleRefund(tx, refund, outcome, {
        providerRefundId: entity.id,
        reason: entity.reason,
        at: clock.now(),
      });
    });
  }

  return {
    settle,

    /** POST /payment/create-order: the order's total as the customer saw it, at the provider. */
    async createOrder(
      customerId: string,
      orderId: string,
      at: Locale,
    ): Promise<CreatePaymentResponse> {
      const order = await orders.own(customerId, orderId);
      if (!order) throw notFound(messages.order.notFound);
      if (order.paymentMethod === 'POD') throw new AppError(409, messages.payment.cashOrder);
      if (order.paymentStatus === 'paid') throw new AppError(409, messages.payment.alreadyPaid);
      if (order.status !== 'Placed') throw new AppError(409, messages.payment.notPayable);
      const money = orderMoney(order, await catalog.rates(), at.lang);
      // Minor units of the order's currency (all four have 2), of the total as it was shown.
      const amount = Math.round(money.amount(order.total) * 100);
      let created: { id: string };
      try {
        created = await provider.createOrder({
          amount,
          currency: money.currency,
          receipt: order.orderNumber,
          notes: { orderId: order.id },
        });
      } catch (error) {
        log.error({ err: error, orderId }, 'payment provider did not create an order');
        throw new AppError(503, messages.payment.providerFailed, undefined, 5);
      }
      await repo.create({
        orderId: order.id,
        provider: provider.name,
        providerOrderId: created.id,
        amount,
        currency: money.currency,
      });
      return {
        status: true,
        key: provider.keyId,
        amount,
        currency: money.currency,
        orderId: created.id,
      };
    },

    /** POST /payment/verify-payment: a valid signature settles the order; twice is harmless. */
    async verify(
      customerId: string,
      body: VerifyPaymentBody,
      at: Locale,
    ): Promise<VerifyPaymentResponse> {
      // Another customer's order is not found, whatever the rest of the body says (as create-order).
      const order = await orders.own(customerId, body.orderId);
      if (!order) throw notFound(messages.order.notFound);
      const payment = await repo.byProviderOrder(body.razorpay_order_id);
      if (!payment || payment.orderId !== order.id)
        throw new AppError(400, messages.payment.verifyFailed);
      const expected = hmacHex(
        secrets.keySecret,
        `${body.razorpay_order_id}|${body.razorpay_payment_id}`,
      );
      if (!sameSignature(body.razorpay_signature, expected)) {
        log.warn({ orderId: order.id }, 'payment signature does not match');
        throw new AppError(400, messages.payment.verifyFailed);
      }
      const settled = await settle(body.razorpay_order_id, body.razorpay_payment_id);
      if (settled?.result === 'released') throw new AppError(409, messages.payment.notPayable);
      return {
        status: true,
        message: messagesFor(at.lang).order.placed,
        data: { _id: order.id, orderNumber: order.orderNumber, paymentStatus: 'paid' },
      };
    },

    /**
     * POST /payment/webhook: signed over the raw body; replays and any order of events are
     * harmless. Payments settle orders; `refund.processed` and `refund.failed` settle refunds.
     */
    async webhook(raw: Buffer, signature: string | undefined): Promise<void> {
      if (!signature || !sameSignature(signature, hmacHex(secrets.webhookSecret, raw))) {
        log.warn({ signature: Boolean(signature) }, 'payment webhook refused: bad signature');
        throw new AppError(400, messages.payment.signatureInvalid);
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
      } catch {
        throw new AppError(400, messages.http.badRequest);
      }
      if (event.event === 'refund.processed' || event.event === 'refund.failed') {
        const refund = event.payload?.refund?.entity;
        if (!refund?.id) return;
        const settled = await settleRefundOf(
          event.event === 'refund.processed' ? 'processed' : 'failed',
          {
            id: refund.id,
            refundId: typeof refund.notes?.refundId === 'string' ? refund.notes.refundId : null,
            reason:
              event.event === 'refund.failed' ? 'The payment provider could not refund' : null,
          },
        );
        if (settled) emailQueued();
        return;
      }
      const entity = event.payload?.payment?.entity;
      if (!entity?.order_id || !entity.id) return;
      if (event.event === 'payment.captured')
        await settle(
          entity.order_id,
          entity.id,
          typeof entity.method === 'string' ? entity.method : undefined,
        );
      else if (event.event === 'payment.failed')
        await recordFailure(entity.order_id, entity.error_description ?? 'failed');
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
