import {
  canTransition,
  format,
  ORDER_TRANSITIONS,
  orderAdminMessages as say,
  paiseToRupees,
  parseRupees,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type CancelOrderBody,
  type DeliverOrderBody,
  type LegalDetails,
  type OrderExportQuery,
  type OrderSettings,
  type OrderSettingsBody,
  type OrderTransition,
  type OrderNoteBody,
  type OrderStatus,
  type PackOrderBody,
  type ShipOrderBody,
} from '@aurelle/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import { guard } from '../../lib/csv.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import {
  writeTransaction,
  type ChangeContext,
  type StockChange,
} from '../../lib/write-transaction.ts';
import { typedText, type Actor } from '../audit/audit.repository.ts';
import { auditRecorder } from '../audit/back-office.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { createCouponRepository } from '../coupon/coupon.repository.ts';
import { queueOrderEmail } from '../order/order-email.repository.ts';
import { recordOrderEvent } from '../order/order-events.repository.ts';
import { forgetCouponUse } from '../order/order-release.repository.ts';
import { addressOf } from '../order/order-view.ts';
import { refreshRefundState } from '../payment/refunds.repository.ts';
import type { OrderRow } from './order-admin.repository.ts';
import { adminOrderOf, balanceDueOf, readyToPack, type Staff } from './order-admin.view.ts';
import { packPieces } from './order-packing.ts';
import { createOrderRefunds, type OrderAdminParts } from './order-refunds.ts';
import type { PackingSlipRepository } from './packing-slip.repository.ts';
import { createPackingSlips } from './packing-slips.ts';
import { issueInvoice } from '../invoice/invoice.repository.ts';

type Deps = OrderAdminParts & {
  /** The seller's legal details, the invoice's header; null while a production shop has none. */
  legalDetails: () => Promise<LegalDetails | null>;
  /** The packing slips' reads. */
  slips: PackingSlipRepository;
  /** The shop's name, which a packing slip prints until the legal details are entered. */
  brandName: string;
};

const TRANSITION_WORDS: Record<OrderTransition, string> = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'marked delivered',
  cancel: 'cancelled',
};
/** Why a transition moves stock, if it does: a cancelled order's units go back. */
const TRANSITION_STOCK: Partial<Record<OrderTransition, StockChange['reason']>> = {
  cancel: 'order_cancelled',
};
/** What a transition is called once made: its timeline row's kind and its audit action. */
const DONE = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
} as const;
const DONE_AT = {
  pack: 'packedAt',
  ship: 'shippedAt',
  deliver: 'deliveredAt',
  cancel: 'cancelledAt',
} as const;

/** A transition's data that staff typed: `reason`, and any `…Reason`. */
const TYPED_REASON = /(^r|R)eason$/;

const shopTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at);

/** The CSV's payment state: the card payment's, or where the cash stands. */
function paymentStateOf(order: OrderRow): string {
  if (order.paymentMethod !== 'POD') return order.paymentStatus;
  if (order.cashCollected !== null)
    return order.cashCollected < order.total ? 'partly collected' : 'collected';
  return order.status === 'Cancelled' ? 'none due' : 'to collect';
}

/**
 * The back office's orders: the list, an order's page, its transitions along `ORDER_TRANSITIONS`
 * (each one transaction with the order's row locked, so of two staff acting at once one gets a 409), notes,
 * and refunds (a ledger row per refund, taken through the payment provider, or paid out by hand
 * for cash).
 */
export function createOrderAdminService(deps: Deps) {
  const { db, repo, clock, jobsQueued, legalDetails } = deps;
  const record = auditRecorder(deps);
  async function view(orderId: string, seesPrices: boolean, tx: Db = db): Promise<AdminOrder> {
    const order = await repo.order(tx, orderId);
    if (!order) throw notFound(say.notFound);
    return adminOrderOf(repo, tx, order, seesPrices);
  }
  const refunds = createOrderRefunds({ ...deps, view });
  const packingSlips = createPackingSlips(deps);

  /**
   * One transition: the order's row locked, the transition allowed from its state (else 409 naming the state
   * it is in now), the work, the new state on the order and its lines, the timeline and the audit
   * log, all in one transaction.
   */
  async function transition(
    staff: Staff,
    orderId: string,
    name: OrderTransition,
    work: (
      tx: Db,
      order: OrderRow,
      change: ChangeContext,
    ) => Promise<{
      set?: Partial<OrderRow>;
      data?: Record<string, string | number | boolean | null>;
    }>,
  ): Promise<AdminOrder> {
    let pendingRefund: string | null = null;
    const reason = TRANSITION_STOCK[name];
    const context = { staffId: staff.staffId, stock: reason && { reason, orderId } };
    const answer = await writeTransaction(db, context, async (tx, change) => {
      const order = await repo.lock(tx, orderId);
      if (!order) throw notFound(say.notFound);
      if (!canTransition(name, order.status))
        throw new AppError(
          409,
          format(say.transitionRefused, {
            status: order.status,
            transition: TRANSITION_WORDS[name],
          }),
        );
      const { set = {}, data = {} } = await work(tx, order, change);
      const to = ORDER_TRANSITIONS[name].to;
      const updated = await repo.setState(tx, orderId, {
        ...set,
        status: to,
        [DONE_AT[name]]: clock.now(),
        updatedAt: clock.now(),
      });
      await repo.setLinesStatus(tx, orderId, to);
      await recordOrderEvent(tx, {
        orderId,
        kind: DONE[name],
        data,
        staff: { staffId: staff.staffId, name: staff.name },
      });
      await record(tx, staff.actor, {
        action: `order.${DONE[name]}`,
        entityType: 'order',
        entityId: orderId,
        changes: {
          status: { before: order.status, after: to },
          ...Object.fromEntries(
            Object.entries(data).map(([k, v]) => [
              k,
              // A reason is staff's own words: the timeline keeps them, the log their length.
              { after: TYPED_REASON.test(k) && typeof v === 'string' ? typedText(v) : v },
            ]),
          ),
        },
      });
      if (name === 'ship') await queueOrderEmail(tx, orderId, 'shipped');
      if (name === 'deliver') {
        await refreshRefundState(tx, orderId);
        await queueOrderEmail(tx, orderId, 'delivered');
      }
      if (name === 'cancel') {
        await queueOrderEmail(tx, orderId, 'cancelled');
        pendingRefund = await refunds.refundAllPaid(
          tx,
          staff,
          updated ?? order,
          set.cancelReason ?? '',
        );
      }
      return adminOrderOf(repo, tx, updated ?? order, staff.seesPrices);
    });
    jobsQueued();
    if (pendingRefund) return refunds.takeRefund(pendingRefund, staff.seesPrices);
    return answer;
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
          balanceDue: Number(row.balanceDue),
        })),
        next,
      };
    },

    counts: () => repo.counts(),

    refund: refunds.refund,
    askPendingRefunds: refunds.askPending,

    order: (orderId: string, seesPrices: boolean) => view(orderId, seesPrices),

    ...packingSlips,

    /**
     * Placed → Packed: each hallmarked line's pieces chosen by HUID among its variant's (its
     * size's) in stock; the stock follows the pieces packed (order-packing.ts).
     */
    pack(staff: Staff, orderId: string, body: PackOrderBody) {
      return transition(staff, orderId, 'pack', async (tx, order, change) => {
        if (!readyToPack(order)) throw new AppError(409, say.notPaid);
        const { huids } = await packPieces(repo, tx, change, order, body);
        return { data: { huids: huids.join(', ') || null } };
      });
    },

    /**
     * Packed → Shipped: the carrier and tracking; the pieces are sold; the GST invoice is issued;
     * the customer is told.
     */
    async ship(staff: Staff, orderId: string, body: ShipOrderBody) {
      const seller = await legalDetails();
      if (!seller) throw new AppError(409, say.legalDetailsMissing);
      return transition(staff, orderId, 'ship', async (tx, order) => {
        const { hallmarkingChargePaise } = await repo.settings(tx);
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
        const invoice = await issueInvoice(tx, {
          order,
          delivery: addressOf(order),
          seller,
          hallmarkingChargePaise,
          at: clock.now(),
        });
        return { set, data: { ...set, invoice: invoice.number } };
      });
    },

    /**
     * Shipped → Delivered. Cash on delivery records the cash collected: the order's total, or
     * less with the reason why (what is left is owed); never more, since what is refunded later
     * is capped by what was collected.
     */
    deliver(staff: Staff, orderId: string, body: DeliverOrderBody) {
      return transition(staff, orderId, 'deliver', async (_tx, order) => {
        if (order.paymentMethod !== 'POD') {
          if (body.cashCollected !== undefined || body.cashShortReason !== undefined)
            throw new AppError(400, say.cashNotCash, { cashCollected: say.cashNotCash });
          return {};
        }
        const cash = body.cashCollected === undefined ? null : parseRupees(body.cashCollected);
        if (cash === null)
          throw new AppError(400, say.cashRequired, { cashCollected: say.cashRequired });
        const total = formatRupees(order.total);
        if (cash > order.total) {
          const message = format(say.cashTooMuch, { amount: total });
          throw new AppError(400, message, { cashCollected: message });
        }
        const reason = cash < order.total ? (body.cashShortReason ?? null) : null;
        if (cash < order.total && !reason) {
          const message = format(say.cashReasonRequired, { amount: total });
          throw new AppError(400, message, { cashShortReason: message });
        }
        return {
          set: { cashCollected: cash, cashShortReason: reason },
          data: { cashCollected: cash, cashShortReason: reason },
        };
      });
    },

    /**
     * Cancelled before shipping: the stock goes back through the ledger (a packed piece back in
     * stock), the coupon's use is given back, and what was paid is refunded in full.
     */
    cancel(staff: Staff, orderId: string, body: CancelOrderBody) {
      return transition(staff, orderId, 'cancel', async (tx, order) => {
        const pieces = await repo.pieces(tx, orderId);
        await repo.setPieces(
          tx,
          pieces.map((piece) => piece.id),
          { state: 'in_stock', orderId: null, orderLineId: null },
        );
        // Every unit the order still holds (not given back by a refund) goes back where it was taken.
        await createStockRepository(tx).giveBack(orderId);
        if (order.couponId) {
          await createCouponRepository(tx).giveUseBack(order.couponId);
          await forgetCouponUse(tx, orderId);
        }
        return { set: { cancelReason: body.reason }, data: { reason: body.reason } };
      });
    },

    async note(staff: Staff, orderId: string, body: OrderNoteBody): Promise<AdminOrder> {
      return db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) throw notFound(say.notFound);
        const noteId = await recordOrderEvent(tx, {
          orderId,
          kind: 'note',
          data: { text: body.text },
          staff: { staffId: staff.staffId, name: staff.name },
        });
        await record(tx, staff.actor, {
          action: 'order.note-added',
          entityType: 'order',
          entityId: orderId,
          // Which note, and how long: its words stay on the timeline, where erasure reaches them.
          changes: { note: { after: typedText(body.text) }, noteId: { after: noteId } },
        });
        return adminOrderOf(repo, tx, order, staff.seesPrices);
      });
    },

    /** The orders placed in a range as CSV; each export is written in the audit log. */
    async exportCsv(
      query: OrderExportQuery,
      actor: Actor,
    ): Promise<{ filename: string; csv: string }> {
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
        'balance_due',
        'refunded',
        'invoice',
        'taxable_value',
        'cgst',
        'sgst',
        'igst',
        'credit_notes',
      ];
      const records = rows.map(
        ({ order, customerName, customerEmail, pieces, refunded, invoice, ...taxed }) => {
          const address = addressOf(order);
          // The invoice's amounts as issued; an order not invoiced yet (not shipped) has none.
          const totals = taxed.invoiceTotals;
          const issued = (pick: (t: NonNullable<typeof totals>) => number) =>
            totals ? paiseToRupees(Number(pick(totals))) : '';
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
            paymentStateOf(order),
            order.currency,
            paiseToRupees(order.subtotal),
            paiseToRupees(order.discount),
            order.couponCode ?? '',
            paiseToRupees(order.shippingCost),
            paiseToRupees(order.total),
            paiseToRupees(order.gst),
            order.cashCollected === null ? '' : paiseToRupees(order.cashCollected),
            paiseToRupees(balanceDueOf(order)),
            paiseToRupees(Number(refunded)),
            invoice ?? '',
            issued((t) => t.taxable),
            issued((t) => t.cgst),
            issued((t) => t.sgst),
            issued((t) => t.igst),
            taxed.creditNotes ?? '',
          ].map(guard);
        },
      );
      // Customers' names and e-mails leave the shop here: who took them, and which, is recorded.
      await record(db, actor, {
        action: 'order.exported',
        entityType: 'order',
        // One field for the range: the log's JSON keeps its keys in its own order, not ours.
        changes: {
          placed: { after: `${query.from} to ${query.to}` },
          rows: { after: records.length },
        },
      });
      return {
        filename: `orders-${query.from}-to-${query.to}.csv`,
        csv: stringify([header, ...records], { bom: true, record_delimiter: 'windows' }),
      };
    },

    settings: () => repo.settings(),

    /** New settings; a charge left out stays as it is. Audited with what each was before. */
    async setSettings(staff: Staff, body: OrderSettingsBody) {
      return db.transaction(async (tx) => {
        const before = await repo.settings(tx);
        const after: OrderSettings = {
          notifyEmail: body.notifyEmail ?? null,
          hallmarkingChargePaise: body.hallmarkingChargePaise ?? before.hallmarkingChargePaise,
        };
        await repo.setSettings(tx, after);
        await record(tx, staff.actor, {
          action: 'settings.updated',
          entityType: 'settings',
          entityId: 'orders',
          changes: {
            notifyEmail: { before: before.notifyEmail, after: after.notifyEmail },
            ...(after.hallmarkingChargePaise !== before.hallmarkingChargePaise && {
              hallmarkingChargePaise: {
                before: before.hallmarkingChargePaise,
                after: after.hallmarkingChargePaise,
              },
            }),
          },
        });
        return after;
      });
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
