import {
  lineOptionWords,
  moneyFor,
  type CurrencyCode,
  type Language,
  type Money,
  type Order,
  type OrderAddress,
  type OrderType,
  type RateTable,
} from '@aurelle/contract';
import { customerDocumentPath, type TaxDocumentSummary } from '../invoice/invoice.repository.ts';
import type { OrderLineRow, OrderRefundRow, OrderRow } from './order.repository.ts';

/** The order's own money: its currency at the rate it was placed at (never today's). */
export function orderMoney(row: OrderRow, rates: RateTable, lang: Language): Money {
  const code = row.currency as CurrencyCode;
  const current = rates.get(code) ?? { code, symbol: code, fractionDigits: 2, rate: 1 };
  return moneyFor(new Map([[code, { ...current, rate: Number(row.currencyRate) }]]), code, lang);
}

export function orderTypeOf(row: OrderRow): OrderType {
  if (row.status === 'Released') return 'released';
  if (row.status === 'Cancelled') return 'cancelled';
  return row.paymentStatus === 'paid' || row.paymentStatus === 'not_required'
    ? 'placed'
    : 'pending';
}

type PostalFields = Pick<
  OrderAddress,
  'name' | 'phone' | 'address1' | 'address2' | 'city' | 'state' | 'country' | 'zipCode'
>;

/** The postal part of an address (who, where, which phone), without its id and label. */
export function postalAddress(a: PostalFields): PostalFields {
  return {
    name: a.name,
    phone: a.phone,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    country: a.country,
    zipCode: a.zipCode,
  };
}

/** The address snapshot kept in `user_info` when the order was placed. */
export function addressOf(row: OrderRow): OrderAddress {
  const a = (row.userInfo.address ?? {}) as Partial<Record<keyof OrderAddress, string | null>>;
  const str = (value: string | null | undefined) => value ?? '';
  return {
    _id: str(a._id),
    name: str(a.name),
    phone: str(a.phone),
    address1: str(a.address1),
    address2: a.address2 ?? null,
    city: str(a.city),
    state: str(a.state),
    country: str(a.country),
    zipCode: str(a.zipCode),
    label: str(a.label),
  };
}

/** What an order is read with besides its row: its lines, their pieces and its refunds. */
export type OrderParts = {
  lines: readonly OrderLineRow[];
  /** HUIDs by line id. */
  huids: ReadonlyMap<string, readonly string[]>;
  /** Pending or processed refunds, oldest first. */
  refunds: readonly OrderRefundRow[];
  /** Its invoice and credit notes. */
  documents: readonly TaxDocumentSummary[];
};

/** INR paise given back so far: the processed refunds (a pending one is not back yet). */
export const refundedOf = (refunds: readonly OrderRefundRow[]) =>
  refunds.reduce((sum, refund) => sum + (refund.status === 'processed' ? refund.amount : 0), 0);

export function toOrder(row: OrderRow, parts: OrderParts, money: Money, lang: Language): Order {
  const { lines, huids, refunds, documents } = parts;
  const invoice = documents.find((document) => document.kind === 'invoice');
  const refunded = refundedOf(refunds);
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    orderType: orderTypeOf(row),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    currency: money.currency,
    lines: lines.map((line) => ({
      _id: line.id,
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      image: line.images,
      quantity: line.quantity,
      variants: line.variants.map(({ optionValue }) => ({ optionValue })),
      options: lineOptionWords(line.variants, lang),
      orderStatus: line.orderStatus,
      huids: [...(huids.get(line.id) ?? [])],
      price: money.amount(line.unitPrice),
      priceFormatted: money.format(line.unitPrice),
      lineTotalFormatted: money.format(line.unitPrice * line.quantity),
    })),
    subtotal: money.amount(row.subtotal),
    subtotalFormatted: money.format(row.subtotal),
    discount: money.amount(row.discount),
    discountFormatted: money.format(row.discount),
    shippingCost: money.amount(row.shippingCost),
    shippingCostFormatted: money.format(row.shippingCost),
    total: money.amount(row.total),
    totalFormatted: money.format(row.total),
    gst: money.amount(row.gst),
    gstFormatted: money.format(row.gst),
    couponCode: row.couponCode,
    shippingOption: row.shippingOption,
    address: addressOf(row),
    packedAt: row.packedAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    tracking:
      row.carrier && row.trackingNumber
        ? { carrier: row.carrier, number: row.trackingNumber, url: row.trackingUrl }
        : null,
    refunds: refunds.flatMap((refund) =>
      refund.status === 'failed'
        ? []
        : [
            {
              amount: money.amount(refund.amount),
              amountFormatted: money.format(refund.amount),
              status: refund.status,
              createdAt: refund.createdAt.toISOString(),
            },
          ],
    ),
    refundedFormatted: refunded > 0 ? money.format(refunded) : null,
    invoice: invoice ? { number: invoice.number, url: customerDocumentPath(invoice) } : null,
    creditNotes: documents
      .filter((document) => document.kind === 'credit_note')
      .map((note) => ({
        number: note.number,
        url: customerDocumentPath(note),
        issuedAt: note.issuedAt.toISOString(),
      })),
  };
}
