import {
  canTransition,
  lineOptionWords,
  ORDER_TRANSITION_NAMES,
  type AdminOrder,
  type OrderStatus,
  type RefundDestination,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { addressOf, postalAddress } from '../order/order-view.ts';
import { paidFor } from '../payment/refunds.repository.ts';
import type {
  LineRow,
  OrderAdminRepository,
  OrderRow,
  PaymentRow,
  RefundRow,
} from './order-admin.repository.ts';
import { documentsOf, staffDocumentPath } from '../invoice/invoice.repository.ts';

/** Who acts: the audit log's actor, the timeline's name, and whether they may see money. */
export type Staff = { actor: Actor; staffId: string; name: string; seesPrices: boolean };

/** Units of each line already refunded (refunds that did not fail), or only those restocked. */
export function refundedQuantities(
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

/** Cash still owed: a cash order delivered with less collected than its total owes the rest. */
export const balanceDueOf = (order: Pick<OrderRow, 'total' | 'cashCollected'>) =>
  order.cashCollected === null ? 0 : Math.max(0, order.total - order.cashCollected);

/** The provider's words for how the customer paid, and where a refund goes back to. */
const REFUND_TO: Record<string, RefundDestination> = {
  card: 'card',
  emi: 'card',
  upi: 'upi',
  netbanking: 'netbanking',
  wallet: 'wallet',
};

/** Where a refund of the order goes: the way the captured payment was made, or cash by hand. */
export function refundDestinationOf(
  order: Pick<OrderRow, 'paymentMethod'>,
  payments: readonly Pick<PaymentRow, 'status' | 'method'>[],
): RefundDestination {
  if (order.paymentMethod === 'POD') return 'cash';
  const method = payments.find((payment) => payment.status === 'paid')?.method;
  return (method && REFUND_TO[method]) || 'payment';
}

/** A piece in stock as packing chooses among them: `sized` false for its product's implicit variant. */
type PieceInStock = { huid: string; productId: string; variantId: string; sized: boolean };

/**
 * The pieces a line may be packed with: its variant's and, for a line of a combination, those
 * whose size is not recorded (`unsized`: packing one records it as the line's).
 */
export function piecesForLine<P extends PieceInStock>(
  line: Pick<LineRow, 'productId' | 'variantId'>,
  pieces: readonly P[],
): { piece: P; unsized: boolean }[] {
  return pieces
    .filter((piece) => piece.productId === line.productId)
    .filter((piece) => piece.variantId === line.variantId || !piece.sized)
    .map((piece) => ({ piece, unsized: piece.variantId !== line.variantId }));
}

/** A card order is packed once paid; a cash order at once. */
export const readyToPack = (order: OrderRow) =>
  order.paymentMethod === 'POD' || order.paymentStatus === 'paid';

/** An order as the back office shows it: money only for those who may see it (`prices:read`). */
export async function adminOrderOf(
  repo: OrderAdminRepository,
  tx: Db,
  order: OrderRow,
  seesPrices: boolean,
): Promise<AdminOrder> {
  const lines = await repo.lines(tx, order.id);
  const pieces = await repo.pieces(tx, order.id);
  const customer = await repo.customer(tx, order.customerId);
  const payments = await repo.payments(tx, order.id);
  const refunds = await repo.refunds(tx, order.id);
  const events = await repo.events(tx, order.id);
  const documents = seesPrices ? await documentsOf(tx, [order.id]) : [];
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
    address: postalAddress(addressOf(order)),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      image: line.images[0] ?? null,
      quantity: line.quantity,
      options: lineOptionWords(line.variants, 'en'),
      hallmarked: line.hallmarked,
      huids: pieces.filter((piece) => piece.orderLineId === line.id).map((piece) => piece.huid),
      available: piecesForLine(line, available).map(({ piece }) => piece.huid),
      availableUnsized: piecesForLine(line, available)
        .filter(({ unsized }) => unsized)
        .map(({ piece }) => piece.huid),
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
    cash:
      order.paymentMethod === 'POD'
        ? {
            toCollect: order.total,
            collected: order.cashCollected,
            shortReason: order.cashShortReason,
            balanceDue: balanceDueOf(order),
          }
        : null,
    money: seesPrices
      ? {
          subtotal: order.subtotal,
          discount: order.discount,
          shippingCost: order.shippingCost,
          total: order.total,
          gst: order.gst,
          couponCode: order.couponCode,
          paid,
          refunded,
          refundable: Math.max(0, paid - refunded),
          refundTo: refundDestinationOf(order, payments),
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
          documents: documents.map((document) => ({
            kind: document.kind,
            id: document.id,
            number: document.number,
            issuedAt: document.issuedAt.toISOString(),
            url: staffDocumentPath(document),
          })),
        }
      : null,
    moves: ORDER_TRANSITION_NAMES.filter(
      (transition) =>
        canTransition(transition, order.status) && (transition !== 'pack' || readyToPack(order)),
    ),
    events: events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      kind: event.kind,
      actor: event.actor,
      // Money in the timeline is for those who may see money.
      data: Object.fromEntries(
        Object.entries(event.data).filter(
          (entry): entry is [string, string | number | boolean] =>
            entry[1] !== null && (seesPrices || entry[0] !== 'amount'),
        ),
      ),
    })),
  };
}
