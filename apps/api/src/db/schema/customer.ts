import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { foreignId, timestampNow, uuidPrimaryKey } from './columns.ts';

export const customers = pgTable(
  'customers',
  (t) => ({
    id: uuidPrimaryKey(),
    name: t.text().notNull(),
    /** Stored lower-cased; unique when present. */
    email: t.text(),
    /** Dial code as digits without '+', default 91 (India). */
    countryCode: t.text().notNull().default('91'),
    phone: t.text(),
    createdAt: timestampNow(),
    /**
     * Moves with every write to the customer's cart lines or wishlist items, whoever writes them
     * (triggers, migration 0006): each instance keeps a customer's cart and wishlist answers
     * under it (docs/decisions/0067).
     */
    cartWishlistVersion: t.bigint({ mode: 'number' }).notNull().default(0),
    /** When their personal data was erased on request (DPDP Act 2023); the row stays for orders. */
    erasedAt: t.timestamp({ withTimezone: true }),
  }),
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    uniqueIndex('customers_phone_key').on(table.countryCode, table.phone),
    // The back office's list: newest first, a page at a time, searched by any part of a name,
    // an e-mail or a phone number (with or without its dial code).
    index('customers_created_id_idx').on(table.createdAt, table.id),
    index('customers_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using(
      'gin',
      sql`(${table.countryCode} || ${table.phone}) gin_trgm_ops`,
    ),
  ],
);

export const addressLabels = ['Home', 'Office', 'Other'] as const;

export const addresses = pgTable(
  'addresses',
  (t) => ({
    id: uuidPrimaryKey(),
    customerId: foreignId(() => customers.id, { onDelete: 'cascade' }),
    name: t.text().notNull(),
    phone: t.text().notNull(),
    address1: t.text().notNull(),
    address2: t.text(),
    city: t.text().notNull(),
    state: t.text().notNull(),
    country: t.text().notNull(),
    zipCode: t.text().notNull(),
    label: t.text({ enum: addressLabels }).notNull().default('Home'),
    isoCountry: t.text(),
    isoState: t.text(),
    createdAt: timestampNow(),
  }),
  (table) => [index('addresses_customer_idx').on(table.customerId, table.createdAt)],
);

/** Signed-in sessions; the bearer token names one, so a session can be revoked server-side. */
export const sessions = pgTable(
  'sessions',
  (t) => ({
    id: uuidPrimaryKey(),
    customerId: foreignId(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestampNow(),
    expiresAt: t.timestamp({ withTimezone: true }).notNull(),
    revokedAt: t.timestamp({ withTimezone: true }),
  }),
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** One-time codes (spec §5: 4 digits). Only a hash is stored; attempts are counted per code. */
export const otpCodes = pgTable(
  'otp_codes',
  (t) => ({
    id: uuidPrimaryKey(),
    event: t.text({ enum: ['login', 'signup'] }).notNull(),
    channel: t.text({ enum: ['email', 'phone'] }).notNull(),
    /** Lower-cased e-mail, or `{countryCode}{phone}`. */
    target: t.text().notNull(),
    codeHash: t.text().notNull(),
    attempts: t.integer().notNull().default(0),
    expiresAt: t.timestamp({ withTimezone: true }).notNull(),
    consumedAt: t.timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  }),
  (table) => [index('otp_codes_target_idx').on(table.target, table.event, table.createdAt)],
);

export const cartLines = pgTable(
  'cart_lines',
  (t) => ({
    id: uuidPrimaryKey(),
    customerId: foreignId(() => customers.id, { onDelete: 'cascade' }),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    /** Selected option values, as the spec's `variant[]` of `{ optionValue }`. */
    variant: t.jsonb().$type<{ optionValue: string }[]>().notNull().default([]),
    /** Sorted, joined option values: one line per product and variant. */
    variantKey: t.text().notNull().default(''),
    quantity: t.integer().notNull(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('cart_lines_customer_product_variant_key').on(
      table.customerId,
      table.productId,
      table.variantKey,
    ),
    index('cart_lines_product_idx').on(table.productId),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * Cart adds and removes already applied, by the caller's `Idempotency-Key` (decision 0046): a
 * retry is answered with the cart as it is, not applied a second time. Kept a day; the body's hash
 * tells a retry from another request under the same key.
 */
export const cartRequests = pgTable(
  'cart_requests',
  (t) => ({
    customerId: foreignId(() => customers.id, { onDelete: 'cascade' }),
    idempotencyKey: t.text().notNull(),
    bodyHash: t.text().notNull(),
    createdAt: timestampNow(),
  }),
  (table) => [primaryKey({ columns: [table.customerId, table.idempotencyKey] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: foreignId(() => customers.id, { onDelete: 'cascade' }),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    /**
     * The chosen option values, as a cart line's `variant`; one per option once saved from the
     * product page. An option left out (`[]` before sizes were saved) is the product's first value.
     */
    variant: jsonb().$type<{ optionValue: string }[]>().notNull().default([]),
    createdAt: timestampNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

/** Recently viewed products, keyed by the visitor_id session; follows the customer after login. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  (t) => ({
    id: uuidPrimaryKey(),
    sessionId: t.text().notNull(),
    customerId: t.uuid().references(() => customers.id, { onDelete: 'cascade' }),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('recently_viewed_session_product_key').on(table.sessionId, table.productId),
    index('recently_viewed_session_idx').on(table.sessionId, table.viewedAt),
    index('recently_viewed_customer_idx').on(table.customerId, table.viewedAt),
  ],
);

/** What staff noted about a customer (the back office's customer page). */
export const customerNotes = pgTable(
  'customer_notes',
  (t) => ({
    id: uuidPrimaryKey(),
    customerId: foreignId(() => customers.id, { onDelete: 'cascade' }),
    staffId: t.uuid(),
    actor: t.text(),
    text: t.text().notNull(),
    at: timestampNow(),
  }),
  (table) => [index('customer_notes_customer_idx').on(table.customerId, table.at)],
);
