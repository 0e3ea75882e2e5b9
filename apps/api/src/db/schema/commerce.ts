import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_EVENT_KINDS, REFUND_STATES, type OrderLineOption } from '@aurelle/contract';
import { products, productVariants } from './catalog.ts';
import { customers } from './customer.ts';
import { foreignId, timestampNow, uuidPrimaryKey } from './columns.ts';

export const coupons = pgTable(
  'coupons',
  (t) => ({
    id: uuidPrimaryKey(),
    couponCode: t.text().notNull(),
    /** `open` coupons are listed to every customer (GET /coupon/?couponType=open). */
    couponType: t.text().notNull().default('open'),
    title: t.jsonb().$type<{ en: string; fr?: string }>().notNull(),
    discountType: t.text({ enum: ['percentage', 'fixed'] }).notNull(),
    /** Percent (1–100) for `percentage`, INR minor units for `fixed`. */
    discountValue: t.integer().notNull(),
    /** Cap on a percentage discount, INR minor units. */
    maxDiscount: t.integer(),
    /** Cart total needed, INR minor units (spec §5). */
    minimumAmount: t.integer().notNull().default(0),
    /** Uses left; 0 means no longer available (spec §5). */
    couponQuantity: t.integer().notNull(),
    /** Orders one customer may place with it; null is no limit. */
    usesPerCustomer: t.integer(),
    /** When staff disabled it: from then on no customer can apply it. */
    disabledAt: t.timestamp({ withTimezone: true }),
    startTime: timestampNow(),
    endTime: t.timestamp({ withTimezone: true }).notNull(),
    createdAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${table.couponCode})`),
    check('coupons_quantity_nonnegative', sql`${table.couponQuantity} >= 0`),
    check('coupons_uses_per_customer_positive', sql`${table.usesPerCustomer} > 0`),
  ],
);

/** Order numbers, AU-100000 onwards: shown to the customer, never guessable as a count from 1. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100000 });

/**
 * When an order became a sale, the net sales rule's clock (null: not a sale, or not yet): a card
 * payment when captured, cash on delivery when collected at delivery, never a cancelled order.
 * The dashboard reads it through `orders_sold_at_idx`, which is built on this same expression.
 */
export const ORDER_SOLD_AT = sql.raw(
  `(case when status = 'Cancelled' then null when payment_method = 'POD' then case when cash_collected > 0 then delivered_at end when payment_status = 'paid' then coalesce(paid_at, created_at) end)`,
);

export const orders = pgTable(
  'orders',
  (t) => ({
    id: uuidPrimaryKey(),
    /** Human-friendly number shown to the customer, e.g. AU-100042. */
    orderNumber: t.text().notNull(),
    customerId: foreignId(() => customers.id),
    status: t.text().notNull().default('Placed'),
    paymentMethod: t.text({ enum: ['razorpay', 'POD'] }).notNull(),
    paymentStatus: t.text({ enum: ['pending', 'paid', 'failed', 'not_required'] }).notNull(),
    /** Snapshot of the customer's currency and the rate used (units per 1 INR). */
    currency: t.text().notNull(),
    currencyRate: t.numeric({ precision: 18, scale: 8 }).notNull(),
    /** Totals in INR minor units, computed by the server. */
    subtotal: t.integer().notNull(),
    discount: t.integer().notNull().default(0),
    shippingCost: t.integer().notNull().default(0),
    total: t.integer().notNull(),
    /** GST contained in `total` (prices are GST-inclusive), INR minor units. */
    gst: t.integer().notNull().default(0),
    /** The customer's language when ordering: the confirmation e-mail's. */
    language: t.text().notNull().default('en'),
    addressId: t.uuid(),
    paidAt: t.timestamp({ withTimezone: true }),
    /** When an unpaid card order gave its stock and coupon use back (status Released). */
    releasedAt: t.timestamp({ withTimezone: true }),
    packedAt: t.timestamp({ withTimezone: true }),
    shippedAt: t.timestamp({ withTimezone: true }),
    deliveredAt: t.timestamp({ withTimezone: true }),
    cancelledAt: t.timestamp({ withTimezone: true }),
    cancelReason: t.text(),
    carrier: t.text(),
    trackingNumber: t.text(),
    trackingUrl: t.text(),
    /**
     * Cash on delivery: what the courier collected, INR minor units; at most the total (the
     * check `orders_cash_collected_within_total` is in the migration).
     */
    cashCollected: t.integer(),
    /** Why less than the total was collected, as staff recorded it at delivery. */
    cashShortReason: t.text(),
    /** `none`, `partial` or `full`: kept by the refunds ledger's writer, for the list's filter. */
    refundState: t.text({ enum: REFUND_STATES }).notNull().default('none'),
    couponId: t.uuid().references(() => coupons.id),
    couponCode: t.text(),
    shippingOption: t.text().notNull(),
    checkoutType: t.text().notNull().default('customer'),
    billingInfo: t.jsonb().$type<Record<string, unknown>>().notNull(),
    userInfo: t.jsonb().$type<Record<string, unknown>>().notNull(),
    idempotencyKey: t.text(),
    /** The placing body's hash: the same key with another body is refused, not answered. */
    requestHash: t.text(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('orders_number_key').on(table.orderNumber),
    uniqueIndex('orders_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    // Orders waiting to ship: few at any time, however many the shop has had.
    index('orders_to_ship_idx')
      .on(table.createdAt)
      .where(
        sql`${table.status} in ('Placed', 'Packed') and (${table.paymentStatus} = 'paid' or ${table.paymentMethod} = 'POD')`,
      ),
    // The back office's list (newest first, within a status or not; counts per status) and the
    // dashboard's sums by day and month.
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_created_id_idx').on(table.createdAt, table.id),
    index('orders_number_trgm_idx').using('gin', sql`${table.orderNumber} gin_trgm_ops`),
    // Cash still owed: few orders, however many the shop has had (the dashboard's figure).
    index('orders_balance_due_idx')
      .on(table.createdAt)
      .where(sql`${table.cashCollected} < ${table.total}`),
    // Net sales by day: the orders that became sales in a period (ORDER_SOLD_AT).
    index('orders_sold_at_idx').on(ORDER_SOLD_AT),
    index('orders_unpaid_idx')
      .on(table.createdAt)
      .where(
        sql`${table.paymentMethod} = 'razorpay' and ${table.status} = 'Placed' and ${table.paymentStatus} <> 'paid'`,
      ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  (t) => ({
    id: uuidPrimaryKey(),
    orderId: foreignId(() => orders.id, { onDelete: 'cascade' }),
    productId: foreignId(() => products.id),
    /**
     * The variant ordered: the combination of `variants`' values, else the product's implicit
     * one; a trigger fills it when a writer leaves it out.
     */
    variantId: t.uuid().references(() => productVariants.id),
    name: t.text().notNull(),
    sku: t.text().notNull(),
    images: t.jsonb().$type<string[]>().notNull().default([]),
    quantity: t.integer().notNull(),
    /** Unit price charged, INR minor units. */
    unitPrice: t.integer().notNull(),
    /**
     * The chosen option values; each carries its option's name and its label in both languages,
     * captured when the order is placed (lines placed before then hold the value alone).
     */
    variants: t.jsonb().$type<OrderLineOption[]>().notNull().default([]),
    attributes: t.jsonb().$type<Record<string, string[]>>().notNull().default({}),
    orderStatus: t.text().notNull(),
  }),
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    // The back office's search: the orders holding a product found by its name.
    index('order_lines_product_idx').on(table.productId, table.orderId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuidPrimaryKey(),
    couponId: foreignId(() => coupons.id),
    customerId: foreignId(() => customers.id),
    orderId: foreignId(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestampNow(),
  },
  (table) => [
    uniqueIndex('coupon_uses_order_key').on(table.orderId),
    // A customer's uses of a coupon (its per-customer limit) and a coupon's uses, newest first.
    index('coupon_uses_coupon_customer_idx').on(table.couponId, table.customerId),
  ],
);

export const payments = pgTable(
  'payments',
  (t) => ({
    id: uuidPrimaryKey(),
    orderId: foreignId(() => orders.id, { onDelete: 'cascade' }),
    provider: t.text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    providerOrderId: t.text().notNull(),
    providerPaymentId: t.text(),
    /** Amount in the minor units of `currency`, as sent to the provider. */
    amount: t.integer().notNull(),
    currency: t.text().notNull(),
    /** How the customer paid, as the provider's captured payment says (card, upi, netbanking). */
    method: t.text(),
    status: t
      .text({ enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    /** The provider's reason of the last failed attempt (payment.failed). */
    failureReason: t.text(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('payments_provider_order_key').on(table.provider, table.providerOrderId),
    index('payments_order_idx').on(table.orderId),
  ],
);

/**
 * What happened to an order, in order: placed, paid, each e-mail sent, each move, each note and
 * refund, with who did it. The back office's timeline; written in the transaction of the change.
 */
export const orderEvents = pgTable(
  'order_events',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: foreignId(() => orders.id, { onDelete: 'cascade' }),
    kind: t.text({ enum: ORDER_EVENT_KINDS }).notNull(),
    staffId: t.uuid(),
    /** The staff member's name when it happened (a deactivated colleague still reads right). */
    actor: t.text(),
    data: t.jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: timestampNow(),
  }),
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * The refunds ledger: each refund is a row against a payment (or, for cash, paid out by hand),
 * never an edit of the order. A row counts against what was paid unless it failed.
 */
export const refunds = pgTable(
  'refunds',
  (t) => ({
    id: uuidPrimaryKey(),
    orderId: foreignId(() => orders.id, { onDelete: 'cascade' }),
    /** The card payment refunded; null for cash paid back by hand. */
    paymentId: t.uuid().references(() => payments.id),
    /** INR minor units, as the order's totals. */
    amount: t.integer().notNull(),
    /** What the provider is asked for, in the payment's currency's minor units. */
    providerAmount: t.integer(),
    currency: t.text().notNull(),
    method: t.text({ enum: ['provider', 'cash'] }).notNull(),
    status: t
      .text({ enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    reason: t.text().notNull(),
    restock: t.boolean().notNull().default(false),
    /** The lines refunded, when by line: `[{ lineId, quantity }]`. */
    lines: t.jsonb().$type<{ lineId: string; quantity: number }[]>().notNull().default([]),
    providerRefundId: t.text(),
    failureReason: t.text(),
    idempotencyKey: t.text().notNull(),
    /** The request's hash: the same key with another body is refused, not answered. */
    requestHash: t.text(),
    staffId: t.uuid(),
    createdAt: timestampNow(),
    processedAt: t.timestamp({ withTimezone: true }),
  }),
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.orderId, table.idempotencyKey),
    uniqueIndex('refunds_provider_refund_key').on(table.providerRefundId),
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The last serial taken in each series (invoices, credit notes) and financial year. A document
 * takes the next in its issuing transaction, which holds the row until it commits: a rollback
 * gives the number back, so the series has no gaps (CGST Rules, Rule 46).
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  (t) => ({
    series: t.text({ enum: ['invoice', 'credit_note'] }).notNull(),
    /** April to March, as `26-27`. */
    financialYear: t.text().notNull(),
    last: t.integer().notNull(),
  }),
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/** What an invoice and a credit note both are: a numbered document of a financial year's series. */
const taxDocumentColumns = () => ({
  number: text().notNull(),
  financialYear: text().notNull(),
  serial: integer().notNull(),
  issuedAt: timestamp({ withTimezone: true }).notNull(),
  content: jsonb().$type<Record<string, unknown>>().notNull(),
  pdf: bytea(),
});

/**
 * A GST tax invoice, issued when its order ships. `content` is the document as issued (seller,
 * buyer, lines, taxes, totals), never recomputed; `pdf` is rendered from it once, by a job, and
 * served as it is from then on.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidPrimaryKey(),
    orderId: foreignId(() => orders.id),
    ...taxDocumentColumns(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_order_key').on(table.orderId),
  ],
);

/** A credit note: a refund of an invoiced order, in a series of its own, naming its invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuidPrimaryKey(),
    orderId: foreignId(() => orders.id),
    invoiceId: foreignId(() => invoices.id),
    refundId: foreignId(() => refunds.id),
    ...taxDocumentColumns(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    uniqueIndex('credit_notes_refund_key').on(table.refundId),
    index('credit_notes_order_idx').on(table.orderId),
  ],
);
