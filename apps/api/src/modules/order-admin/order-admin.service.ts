import {
  canMove,
  format,
  ORDER_MOVE_NAMES,
  ORDER_MOVES,
  orderAdminMessages as say,
  paiseToRupees,
  parseRupees,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type CancelOrderBody,
  type DeliverOrderBody,
  type OrderExportQuery,
  type OrderMove,
  type OrderNoteBody,
  type OrderStatus,
  type PackOrderBody,
  type RefundBody,
  type ShipOrderBody,
} from '@aurelle/contract';
import { eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { couponUses, orders } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { guard } from '../../lib/csv.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { stockChangeContext } from '../../lib/stock-ledger.ts';
import type { Actor, AuditRepository } from '../audit/audit.repository.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { createCouponRepository } from '../coupon/coupon.repository.ts';
import { queueOrderEmail } from '../order/order-email.repository.ts';
import { recordOrderEvent } from '../order/order-events.repository.ts';
import { addressOf } from '../order/order-view.ts';
import { ProviderRefused, type PaymentProvider } from '../payment/payment-provider.ts';
import {
  paidFor,
  refreshRefundState,
  refundedFor,
  settleRefund,
  type RefundsRepository,
} from '../payment/refunds.repository.ts';
import type {
  LineRow,
  OrderAdminRepository,
  OrderRow,
  RefundRow,
} from './order-admin.repository.ts';

/** Who acts: the audit log's actor, the timeline's name, and whether they may see money. */
export type Staff = { actor: Actor; staffId: string; name: string; seesPrices: boolean };

type Deps = {
  db: Db;
  repo: OrderAdminRepository;
  refunds: Pick<RefundsRepository, 'locked'>;
  provider: PaymentProvider;
  audit: AuditRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** After a commit that queued a job (an e-mail). */
  jobsQueued: () => void;
};

const MOVE_WORDS: Record<OrderMove, string> = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'marked delivered',
  cancel: 'cancelled',
};
const MOVED_AT = {
  pack: 'packedAt',
  ship: 'shippedAt',
  deliver: 'deliveredAt',
  cancel: 'cancelledAt',
} as const;

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
const shopDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
const shopTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at);

/** Pieces of each line already refunded (refunds that did not fail), or only those restocked. */
function refundedQuantities(
  refunds: readonly Pick<RefundRow, 'status' | 'lines' | 'restock'>[],
  onlyRestocked = false,
) {
  const byLine = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.status === 'failed' || (onlyRestocked && !refund.restock)) continue;
    for (const line of refund.lines)
      byLine.set(line.lineId, (byLine.get(line.lineId) ?? 0) + line.quantity);
  }
  return byLine;
}

/** A card order is packed once paid; a cash order at once. */
const readyToPack = (order: OrderRow) =>
  order.paymentMethod === 'POD' || order.paymentStatus === 'paid';

/**
 * The back office's orders: the list, an order's page, its moves along `ORDER_MOVES` (each one
 * transaction with the order's row locked, so of two staff acting at once one gets a 409), notes,
 * and refunds (a ledger row per refund, taken through the payment provider, or paid out by hand
 * for cash).
 */
export function createOrderAdminService({
  db,
  repo,
  refunds: refundsRepo,
  provider,
  audit,
  clock,
  log,
  jobsQueued,
}: Deps) {
  async function view(orderId: string, seesPrices: boolean, tx: Db = db): Promise<AdminOrder> {
    const order = await repo.order(tx, orderId);
    if (!order) throw notFound(say.notFound);
    return viewOf(tx, order, seesPrices);
  }

  async function viewOf(tx: Db, order: OrderRow, seesPrices: boolean): Promise<AdminOrder> {
    const lines = await repo.lines(tx, order.id);
    const pieces = await repo.pieces(tx, order.id);
    const customer = await repo.customer(tx, order.customerId);
    const payments = await repo.payments(tx, order.id);
    const refunds = await repo.refunds(tx, order.id);
    const events = await repo.events(tx, order.id);
    const waiting = order.status === 'Placed';
    const available = waiting
      ? await repo.inStock(
          tx,
          lines.filter((line) => line.hallmarked).map((line) => line.productId),
        )
      : [];
    const refundedQty = refundedQuantities(refunds);
    const restockedQty = refundedQuantities(refunds, true);
    const paid = paidFor(order);
    const refunded = refunds
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const address = addressOf(order);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      status: order.status as OrderStatus,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      refundState: order.refundState,
      language: order.language,
      currency: order.currency,
      customer: {
        id: order.customerId,
        name: customer?.name ?? '',
        email: customer?.email ?? null,
        phone: customer?.phone ? `+${customer.countryCode} ${customer.phone}` : null,
        erased: Boolean(customer?.erasedAt),
      },
      address: {
        name: address.name,
        phone: address.phone,
        address1: address.address1,
        address2: address.address2,
        city: address.city,
        state: address.state,
        country: address.country,
        zipCode: address.zipCode,
      },
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.productId,
        name: line.name,
        sku: line.sku,
        image: line.images[0] ?? null,
        quantity: line.quantity,
        options: line.variants.map((variant) => variant.optionValue),
        hallmarked: line.hallmarked,
        huids: pieces.filter((piece) => piece.orderLineId === line.id).map((piece) => piece.huid),
        available: available
          .filter((piece) => piece.productId === line.productId)
          .map((piece) => piece.huid),
        unitPrice: seesPrices ? line.unitPrice : null,
        refundedQuantity: refundedQty.get(line.id) ?? 0,
        toPack: line.quantity - (restockedQty.get(line.id) ?? 0),
      })),
      shipment:
        order.shippedAt && order.carrier && order.trackingNumber
          ? {
              carrier: order.carrier,
              trackingNumber: order.trackingNumber,
              trackingUrl: order.trackingUrl,
              shippedAt: order.shippedAt.toISOString(),
            }
          : null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      cancelReason: order.cancelReason,
      money: seesPrices
        ? {
            subtotal: order.subtotal,
            discount: order.discount,
            shippingCost: order.shippingCost,
            total: order.total,
            gst: order.gst,
            couponCode: order.couponCode,
            cashCollected: order.cashCollected,
            paid,
            refunded,
            refundable: Math.max(0, paid - refunded),
            payments: payments.map((payment) => ({
              id: payment.id,
              provider: payment.provider,
              providerOrderId: payment.providerOrderId,
              providerPaymentId: payment.providerPaymentId,
              amount: payment.amount,
              currency: payment.currency,
              status: payment.status,
              failureReason: payment.failureReason,
              createdAt: payment.createdAt.toISOString(),
            })),
            refunds: refunds.map((refund) => ({
              id: refund.id,
              amount: refund.amount,
              method: refund.method,
              status: refund.status,
              reason: refund.reason,
              restock: refund.restock,
              lines: refund.lines,
              providerRefundId: refund.providerRefundId,
              failureReason: refund.failureReason,
              staffName: refund.staffName,
              createdAt: refund.createdAt.toISOString(),
              processedAt: refund.processedAt?.toISOString() ?? null,
            })),
          }
        : null,
      moves: ORDER_MOVE_NAMES.filter(
        (move) => canMove(move, order.status) && (move !== 'pack' || readyToPack(order)),
      ),
      events: events.map((event) => ({
        id: event.id,
        at: event.at.toISOString(),
        kind: event.kind,
        actor: event.actor,
        // Money in the timeline is for those who may see money.
        data: seesPrices
          ? event.data
          : Object.fromEntries(Object.entries(event.data).filter(([key]) => key !== 'amount')),
      })),
    };
  }

  /**
   * One move: the order's row locked, the move allowed from its state (else 409 naming the state
   * it is in now), the work, the new state on the order and its lines, the timeline and the audit
   * log, all in one transaction.
   */
  async function move(
    staff: Staff,
    orderId: string,
    name: OrderMove,
    work: (
      tx: Db,
      order: OrderRow,
    ) => Promise<{
      set?: Partial<OrderRow>;
      data?: Record<string, string | number | boolean | null>;
    }>,
  ): Promise<AdminOrder> {
    let pendingRefund: string | null = null;
    const answer = await db.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order) throw notFound(say.notFound);
      if (!canMove(name, order.status))
        throw new AppError(
          409,
          format(say.moveRefused, { status: order.status, move: MOVE_WORDS[name] }),
        );
      const { set = {}, data = {} } = await work(tx, order);
      const to = ORDER_MOVES[name].to;
      const [moved] = await tx
        .update(orders)
        .set({ ...set, status: to, [MOVED_AT[name]]: clock.now(), updatedAt: clock.now() })
        .where(eq(orders.id, orderId))
        .returning();
      await repo.setLinesStatus(tx, orderId, to);
      await recordOrderEvent(tx, {
        orderId,
        kind: (
          { pack: 'packed', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' } as const
        )[name],
        data,
        staff: { staffId: staff.staffId, name: staff.name },
      });
      await audit.record(
        tx,
        staff.actor,
        {
          action: `order.${({ pack: 'packed', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' } as const)[name]}`,
          entityType: 'order',
          entityId: orderId,
          changes: {
            status: { before: order.status, after: to },
            ...Object.fromEntries(Object.entries(data).map(([k, v]) => [k, { after: v }])),
          },
        },
        clock.now(),
      );
      if (name === 'ship') await queueOrderEmail(tx, orderId, 'shipped');
      if (name === 'deliver') {
        await refreshRefundState(tx, orderId);
        await queueOrderEmail(tx, orderId, 'delivered');
      }
      if (name === 'cancel') {
        await queueOrderEmail(tx, orderId, 'cancelled');
        pendingRefund = await refundAllPaid(tx, staff, moved ?? order, set.cancelReason ?? '');
      }
      return viewOf(tx, moved ?? order, staff.seesPrices);
    });
    jobsQueued();
    if (pendingRefund) return takeRefund(pendingRefund, staff.seesPrices);
    return answer;
  }

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
    await audit.record(
      tx,
      staff.actor,
      {
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
          reason: { after: input.reason },
        },
      },
      clock.now(),
    );
    // Cash goes back by hand: the refund is paid out as it is recorded.
    if (cash) await settleRefund(tx, refund, 'processed');
    else await refreshRefundState(tx, order.id);
    return refund;
  }

  /**
   * Asks the provider for a recorded refund, with the refund's id as the idempotency key, so
   * asking again never refunds twice. Refused: the refund is failed (409). No answer: it stays
   * pending and the caller may try again with the same key (503).
   */
  async function takeRefund(refundId: string, seesPrices: boolean): Promise<AdminOrder> {
    const refund = await db.transaction((tx) => refundsRepo.locked(tx, { id: refundId }));
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
            const locked = await refundsRepo.locked(tx, { id: refund.id });
            if (locked)
              await settleRefund(tx, locked, answer.status as 'processed' | 'failed', {
                providerRefundId: answer.id,
              });
          });
        jobsQueued();
      } catch (error) {
        if (error instanceof ProviderRefused) {
          await db.transaction(async (tx) => {
            const locked = await refundsRepo.locked(tx, { id: refund.id });
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

  return {
    async list(
      query: AdminOrderListQuery & { limit: number },
      seesPrices: boolean,
    ): Promise<AdminOrderPage> {
      const { rows, next } = await repo.list(query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          orderNumber: row.orderNumber,
          createdAt: row.createdAt.toISOString(),
          status: row.status as OrderStatus,
          paymentMethod: row.paymentMethod,
          paymentStatus: row.paymentStatus,
          refundState: row.refundState,
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          city: row.city,
          pieces: Number(row.pieces),
          total: seesPrices ? row.total : null,
        })),
        next,
      };
    },

    counts: () => repo.counts(),

    order: (orderId: string, seesPrices: boolean) => view(orderId, seesPrices),

    /** Placed → Packed: each hallmarked line's pieces chosen by HUID, from its product's stock. */
    pack(staff: Staff, orderId: string, body: PackOrderBody) {
      return move(staff, orderId, 'pack', async (tx, order) => {
        if (!readyToPack(order)) throw new AppError(409, say.notPaid);
        const lines = await repo.lines(tx, orderId);
        const refunded = refundedQuantities(await repo.refunds(tx, orderId), true);
        const chosen = new Map((body.pieces ?? []).map((entry) => [entry.lineId, entry.huids]));
        const errors: Record<string, string> = {};
        for (const lineId of chosen.keys())
          if (!lines.some((line) => line.id === lineId && line.hallmarked))
            errors[`pieces.${lineId}`] = say.refundLineUnknown;
        const inStock = await repo.inStock(
          tx,
          lines.filter((l) => l.hallmarked).map((l) => l.productId),
        );
        const taken = new Set<string>();
        const packed: { line: LineRow; ids: string[]; huids: string[] }[] = [];
        for (const line of lines.filter((l) => l.hallmarked)) {
          const want = line.quantity - (refunded.get(line.id) ?? 0);
          const huids = chosen.get(line.id) ?? [];
          if (huids.length !== want) {
            errors[`pieces.${line.id}`] = format(say.piecesMissing, {
              count: want,
              name: line.name,
            });
            continue;
          }
          const ids: string[] = [];
          for (const huid of huids) {
            const piece = inStock.find((p) => p.huid === huid && p.productId === line.productId);
            if (taken.has(huid)) errors[`pieces.${line.id}`] = say.pieceRepeated;
            else if (!piece) errors[`pieces.${line.id}`] = format(say.pieceUnknown, { huid });
            else ids.push(piece.id);
            taken.add(huid);
          }
          packed.push({ line, ids, huids });
        }
        if (Object.keys(errors).length > 0)
          throw new AppError(400, Object.values(errors)[0] ?? say.notFound, errors);
        for (const { line, ids } of packed)
          await repo.setPieces(tx, ids, { state: 'reserved', orderId, orderLineId: line.id });
        return { data: { huids: packed.flatMap((p) => p.huids).join(', ') || null } };
      });
    },

    /** Packed → Shipped: the carrier and tracking; the pieces are sold; the shopper is told. */
    ship(staff: Staff, orderId: string, body: ShipOrderBody) {
      return move(staff, orderId, 'ship', async (tx) => {
        const pieces = await repo.pieces(tx, orderId);
        await repo.setPieces(
          tx,
          pieces.filter((piece) => piece.state === 'reserved').map((piece) => piece.id),
          { state: 'sold' },
        );
        const set = {
          carrier: body.carrier,
          trackingNumber: body.trackingNumber,
          trackingUrl: body.trackingUrl ?? null,
        };
        return { set, data: { ...set } };
      });
    },

    /** Shipped → Delivered; cash on delivery records the cash collected. */
    deliver(staff: Staff, orderId: string, body: DeliverOrderBody) {
      return move(staff, orderId, 'deliver', async (_tx, order) => {
        if (order.paymentMethod !== 'POD') return {};
        const cash = body.cashCollected === undefined ? null : parseRupees(body.cashCollected);
        if (cash === null)
          throw new AppError(400, say.cashRequired, { cashCollected: say.cashRequired });
        return { set: { cashCollected: cash }, data: { cashCollected: cash } };
      });
    },

    /**
     * Cancelled before shipping: the stock goes back through the ledger (a packed piece back in
     * stock), the coupon's use is given back, and what was paid is refunded in full.
     */
    cancel(staff: Staff, orderId: string, body: CancelOrderBody) {
      return move(staff, orderId, 'cancel', async (tx, order) => {
        const lines = await repo.lines(tx, orderId);
        const restocked = refundedQuantities(await repo.refunds(tx, orderId), true);
        const pieces = await repo.pieces(tx, orderId);
        await repo.setPieces(
          tx,
          pieces.map((piece) => piece.id),
          { state: 'in_stock', orderId: null, orderLineId: null },
        );
        await stockChangeContext(tx, {
          reason: 'order_cancelled',
          orderId,
          staffId: staff.staffId,
        });
        const stock = createStockRepository(tx);
        for (const line of lines) {
          const back = line.quantity - (restocked.get(line.id) ?? 0);
          if (back > 0) await stock.put(line.productId, back);
        }
        if (order.couponId) {
          await createCouponRepository(tx).giveUseBack(order.couponId);
          await tx.delete(couponUses).where(eq(couponUses.orderId, orderId));
        }
        return { set: { cancelReason: body.reason }, data: { reason: body.reason } };
      });
    },

    async note(staff: Staff, orderId: string, body: OrderNoteBody): Promise<AdminOrder> {
      return db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) throw notFound(say.notFound);
        await recordOrderEvent(tx, {
          orderId,
          kind: 'note',
          data: { text: body.text },
          staff: { staffId: staff.staffId, name: staff.name },
        });
        await audit.record(
          tx,
          staff.actor,
          {
            action: 'order.note-added',
            entityType: 'order',
            entityId: orderId,
            changes: { note: { after: body.text } },
          },
          clock.now(),
        );
        return viewOf(tx, order, staff.seesPrices);
      });
    },

    /**
     * A refund by lines (each line's share of what was paid) or by amount, never more than is
     * left; with the same idempotency key, the refund already recorded (asked of the provider
     * again if it never answered).
     */
    async refund(staff: Staff, orderId: string, body: RefundBody): Promise<AdminOrder> {
      const recorded = await db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) throw notFound(say.notFound);
        const again = await repo.refundByKey(tx, orderId, body.idempotencyKey);
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
          const net = order.total - order.shippingCost;
          amount = 0;
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
            amount += Math.round((line.unitPrice * entry.quantity * net) / order.subtotal);
          });
          if (Object.keys(errors).length > 0)
            throw new AppError(400, Object.values(errors)[0] ?? say.refundLineUnknown, errors);
          // The last pieces take what is left, so rounding never leaves a paisa behind.
          all = lines.every(
            (line) => (already.get(line.id) ?? 0) + (asked.get(line.id) ?? 0) >= line.quantity,
          );
          if (all || amount > refundable) amount = refundable;
        } else {
          amount = parseRupees(body.amount ?? '') ?? 0;
          if (amount <= 0 || amount > refundable)
            throw new AppError(
              400,
              format(say.refundTooMuch, { amount: rupees(Math.max(0, refundable)) }),
              {
                amount: format(say.refundTooMuch, { amount: rupees(Math.max(0, refundable)) }),
              },
            );
          all = amount === refundable;
        }
        if (amount <= 0) throw new AppError(409, format(say.refundTooMuch, { amount: rupees(0) }));
        const payment = (await repo.payments(tx, orderId)).find((p) => p.status === 'paid') ?? null;
        const refund = await insertRefund(tx, staff, order, {
          amount,
          reason: body.reason,
          restock: body.restock ?? false,
          lines: body.lines ?? [],
          key: body.idempotencyKey,
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

    async exportCsv(query: OrderExportQuery): Promise<{ filename: string; csv: string }> {
      if (query.to < query.from)
        throw new AppError(400, say.rangeInvalid, { to: say.rangeInvalid });
      const rows = await repo.exportRows(query);
      const header = [
        'order_number',
        'placed_at',
        'status',
        'customer',
        'email',
        'city',
        'state',
        'pieces',
        'payment_method',
        'payment_status',
        'currency',
        'subtotal',
        'discount',
        'coupon',
        'shipping',
        'total',
        'gst_included',
        'cash_collected',
        'refunded',
      ];
      const records = rows.map(({ order, customerName, customerEmail, pieces, refunded }) => {
        const address = addressOf(order);
        return [
          order.orderNumber,
          shopTime(order.createdAt),
          order.status,
          customerName,
          customerEmail ?? '',
          address.city,
          address.state,
          String(pieces),
          order.paymentMethod === 'POD' ? 'cash on delivery' : 'card',
          order.paymentStatus,
          order.currency,
          paiseToRupees(order.subtotal),
          paiseToRupees(order.discount),
          order.couponCode ?? '',
          paiseToRupees(order.shippingCost),
          paiseToRupees(order.total),
          paiseToRupees(order.gst),
          order.cashCollected === null ? '' : paiseToRupees(order.cashCollected),
          paiseToRupees(Number(refunded)),
        ].map(guard);
      });
      return {
        filename: `orders-${query.from}-to-${query.to}.csv`,
        csv: stringify([header, ...records], { bom: true, record_delimiter: 'windows' }),
      };
    },

    settings: () => repo.settings(),

    async setSettings(staff: Staff, notifyEmail: string | null) {
      const before = await repo.settings();
      await db.transaction(async (tx) => {
        await repo.setSettings(tx, notifyEmail);
        await audit.record(
          tx,
          staff.actor,
          {
            action: 'settings.updated',
            entityType: 'settings',
            entityId: 'orders',
            changes: { notifyEmail: { before: before.notifyEmail, after: notifyEmail } },
          },
          clock.now(),
        );
      });
      return { notifyEmail };
    },

    shopDay: () => shopDay(clock.now()),
  };

  /** Refunded pieces back in stock: the ledger says `returned`; a hallmarked piece is in stock again. */
  async function restock(
    tx: Db,
    staff: Staff,
    order: OrderRow,
    lines: readonly LineRow[],
    refunded: readonly { lineId: string; quantity: number }[],
  ) {
    await stockChangeContext(tx, { reason: 'returned', orderId: order.id, staffId: staff.staffId });
    const stock = createStockRepository(tx);
    const pieces = await repo.pieces(tx, order.id);
    for (const entry of refunded) {
      const line = lines.find((l) => l.id === entry.lineId);
      if (!line) continue;
      if (line.hallmarked) {
        const back = pieces.filter((p) => p.orderLineId === line.id).slice(0, entry.quantity);
        await repo.setPieces(
          tx,
          back.map((p) => p.id),
          { state: 'in_stock', orderId: null, orderLineId: null },
        );
      }
      await stock.put(line.productId, entry.quantity);
    }
  }
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
