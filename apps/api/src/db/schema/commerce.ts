import { sql } from 'drizzle-orm';
import { check, index, pgSequence, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { customers } from './customer.ts';

export const coupons = pgTable(
  'coupons',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
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
    startTime: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    endTime: t.timestamp({ withTimezone: true }).notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${table.couponCode})`),
    check('coupons_quantity_nonnegative', sql`${table.couponQuantity} >= 0`),
  ],
);

export const orderStatuses = ['Pending', 'Placed', 'Released'] as const;

/** Order numbers, AU-100000 onwards: shown to the customer, never guessable as a count from 1. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100000 });

export const orders = pgTable(
  'orders',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    /** Human-friendly number shown to the customer, e.g. AU-100042. */
    orderNumber: t.text().notNull(),
    customerId: t
      .uuid()
      .notNull()
      .references(() => customers.id),
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
    couponId: t.uuid().references(() => coupons.id),
    couponCode: t.text(),
    shippingOption: t.text().notNull(),
    checkoutType: t.text().notNull().default('customer'),
    billingInfo: t.jsonb().$type<Record<string, unknown>>().notNull(),
    userInfo: t.jsonb().$type<Record<string, unknown>>().notNull(),
    idempotencyKey: t.text(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [
    uniqueIndex('orders_number_key').on(table.orderNumber),
    uniqueIndex('orders_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    // The back office's dashboard: orders and revenue by day and month.
    index('orders_created_idx').on(table.createdAt),
    // Orders waiting to ship: few at any time, however many the shop has had.
    index('orders_to_ship_idx')
      .on(table.createdAt)
      .where(
        sql`${table.status} = 'Placed' and (${table.paymentStatus} = 'paid' or ${table.paymentMethod} = 'POD')`,
      ),
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
    id: t.uuid().primaryKey().defaultRandom(),
    orderId: t
      .uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: t
      .uuid()
      .notNull()
      .references(() => products.id),
    name: t.text().notNull(),
    sku: t.text().notNull(),
    images: t.jsonb().$type<string[]>().notNull().default([]),
    quantity: t.integer().notNull(),
    /** Unit price charged, INR minor units. */
    unitPrice: t.integer().notNull(),
    variants: t.jsonb().$type<{ optionValue: string }[]>().notNull().default([]),
    attributes: t.jsonb().$type<Record<string, string[]>>().notNull().default({}),
    orderStatus: t.text().notNull(),
  }),
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    couponId: t
      .uuid()
      .notNull()
      .references(() => coupons.id),
    customerId: t
      .uuid()
      .notNull()
      .references(() => customers.id),
    orderId: t
      .uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [uniqueIndex('coupon_uses_order_key').on(table.orderId)],
);

export const payments = pgTable(
  'payments',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    orderId: t
      .uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: t.text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    providerOrderId: t.text().notNull(),
    providerPaymentId: t.text(),
    /** Amount in the minor units of `currency`, as sent to the provider. */
    amount: t.integer().notNull(),
    currency: t.text().notNull(),
    status: t
      .text({ enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    /** The provider's reason of the last failed attempt (payment.failed). */
    failureReason: t.text(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [
    uniqueIndex('payments_provider_order_key').on(table.provider, table.providerOrderId),
    index('payments_order_idx').on(table.orderId),
  ],
);
