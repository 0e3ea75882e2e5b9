import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Env } from '../src/config/env.ts';
import type { Db } from '../src/db/client.ts';
import {
  addresses,
  attributeValues,
  attributes,
  categories,
  collections,
  contentBlocks,
  coupons,
  currencyRates,
  customers,
  productAttributeValues,
  productOptionValues,
  productOptions,
  productVariants,
  productTranslations,
  products,
  sessions,
  siteSettings,
  wishlistItems,
  type LocalizedText,
  type MediaEntry,
} from '../src/db/schema/index.ts';
import { writeTransaction } from '../src/lib/write-transaction.ts';
import { refreshSearchText } from '../src/modules/search/search-text.repository.ts';
import { signCustomerToken } from '../src/lib/token.ts';

// Minimal inserts for tests; each moves the `catalog` cache version, as any catalogue write does (trigger).
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const text = (value: string | LocalizedText): LocalizedText =>
  typeof value === 'string' ? { en: value } : value;

export async function createCategory(
  db: Db,
  input: { slug?: string; name?: string | LocalizedText; position?: number } = {},
) {
  const slug = input.slug ?? `category-${next()}`;
  const [row] = await db
    .insert(categories)
    .values({ slug, name: text(input.name ?? slug), position: input.position ?? 0 })
    .returning();
  if (!row) throw new Error('category not created');
  return row;
}

export async function createCollection(
  db: Db,
  input: { slug?: string; name?: string | LocalizedText } = {},
) {
  const slug = input.slug ?? `collection-${next()}`;
  const [row] = await db
    .insert(collections)
    .values({ slug, name: text(input.name ?? slug) })
    .returning();
  if (!row) throw new Error('collection not created');
  return row;
}

/** An attribute with its values; returns value → id. */
export async function createAttribute(
  db: Db,
  input: {
    code: string;
    name?: string | LocalizedText;
    position?: number;
    values: (string | { value: string; label: LocalizedText })[];
  },
) {
  const [attribute] = await db
    .insert(attributes)
    .values({
      code: input.code,
      name: text(input.name ?? input.code),
      position: input.position ?? 0,
    })
    .returning();
  if (!attribute) throw new Error('attribute not created');
  const rows = await db
    .insert(attributeValues)
    .values(
      input.values.map((v, position) =>
        typeof v === 'string'
          ? { attributeId: attribute.id, value: v, label: { en: v }, position }
          : { attributeId: attribute.id, value: v.value, label: v.label, position },
      ),
    )
    .returning();
  return { attribute, valueIds: new Map(rows.map((row) => [row.value, row.id])) };
}

export type ProductInput = {
  categoryId: string;
  name?: string | LocalizedText;
  description?: string | LocalizedText;
  slug?: string | null;
  sku?: string;
  collectionId?: string | null;
  /** INR paise. */
  price?: number;
  originalPrice?: number | null;
  stock?: number;
  images?: string[];
  media?: MediaEntry[];
  featuredRank?: number | null;
  isActive?: boolean;
  createdAt?: Date;
  /** attribute code → values (the attribute must exist). */
  attributes?: Record<string, string[]>;
  options?: {
    code: string;
    name?: string | LocalizedText;
    values: { value: string; label?: string | LocalizedText; priceDelta?: number }[];
  }[];
};

/**
 * A product with its stock `received`, as a delivery would bring it (on its implicit variant:
 * for a product with options, stock not counted per combination), and a variant per
 * combination of its options, without stock, as the back office makes them.
 */
export function createProduct(db: Db, input: ProductInput) {
  return writeTransaction(db, { staffId: null, stock: { reason: 'received' } }, async (tx) => {
    const product = await insertProduct(tx, input);
    if (input.options?.length) await tx.execute(sql`select add_missing_variants(${product.id})`);
    return product;
  });
}

/**
 * Sets the stock of a product's variants by hand (a `correction`): `stock` maps a variant's key
 * (the values sorted, as a cart line's `variantKey`: `["12"]`; '' the implicit variant) to its
 * stock.
 */
export function setVariantStock(db: Db, productId: string, stock: Record<string, number>) {
  return correctByHand(db, async (tx) => {
    for (const [key, n] of Object.entries(stock)) {
      const updated = await tx
        .update(productVariants)
        .set({ stock: n })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.key, key)))
        .returning({ id: productVariants.id });
      if (updated.length !== 1) throw new Error(`no variant ${key} of ${productId}`);
    }
  });
}

/**
 * Stock or prices set by hand in a test (plain SQL or an update): a `correction` and an `edit` by
 * nobody, the reasons the database asks of any change.
 */
export function correctByHand<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return writeTransaction(
    db,
    { staffId: null, stock: { reason: 'correction' }, price: 'edit' },
    work,
  );
}

/** Stock taken in a test as an order takes it: `sold`, by nobody. */
export function sellByHand<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return writeTransaction(db, { staffId: null, stock: { reason: 'sold' } }, work);
}

async function insertProduct(db: Db, input: ProductInput) {
  const id = next();
  const name = text(input.name ?? `Product ${id}`);
  const description = text(input.description ?? '');
  const [product] = await db
    .insert(products)
    .values({
      slug: input.slug === undefined ? `product-${id}` : input.slug,
      sku: input.sku ?? `SKU-${id}`.toUpperCase(),
      categoryId: input.categoryId,
      collectionId: input.collectionId ?? null,
      price: input.price ?? 100_000,
      originalPrice: input.originalPrice ?? null,
      stock: input.stock ?? 5,
      images: input.images ?? [],
      media: input.media ?? [],
      featuredRank: input.featuredRank ?? null,
      status: input.isActive === false ? 'archived' : 'active',
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!product) throw new Error('product not created');
  await db.insert(productTranslations).values(
    (['en', 'fr'] as const).flatMap((locale) => {
      const localName = name[locale];
      return localName
        ? [
            {
              productId: product.id,
              locale,
              name: localName,
              description: description[locale] ?? '',
            },
          ]
        : [];
    }),
  );
  for (const [code, values] of Object.entries(input.attributes ?? {})) {
    const chosen = await db
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(and(eq(attributes.code, code), inArray(attributeValues.value, values)));
    if (chosen.length !== values.length)
      throw new Error(`unknown ${code} value in ${values.join(', ')}`);
    await db
      .insert(productAttributeValues)
      .values(chosen.map((row) => ({ productId: product.id, attributeValueId: row.id })));
  }
  for (const [position, option] of (input.options ?? []).entries()) {
    const [row] = await db
      .insert(productOptions)
      .values({
        productId: product.id,
        code: option.code,
        name: text(option.name ?? option.code),
        position,
      })
      .returning();
    if (!row) continue;
    await db.insert(productOptionValues).values(
      option.values.map((v, i) => ({
        optionId: row.id,
        value: v.value,
        label: text(v.label ?? v.value),
        priceDelta: v.priceDelta ?? 0,
        position: i,
      })),
    );
  }
  await refreshSearchText(db, [product.id]);
  return product;
}

export async function createContentBlock(db: Db, name: string, data: unknown, locale = 'en') {
  await db
    .insert(contentBlocks)
    .values({ name, locale, data })
    .onConflictDoUpdate({ target: [contentBlocks.name, contentBlocks.locale], set: { data } });
}

export async function setSiteSettings(db: Db, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  }
}

export const DEFAULT_RATES = [
  { code: 'INR', symbol: '₹', rate: '1', fractionDigits: 0 },
  { code: 'USD', symbol: '$', rate: '0.012', fractionDigits: 2 },
  { code: 'EUR', symbol: '€', rate: '0.011', fractionDigits: 2 },
  { code: 'AED', symbol: 'AED', rate: '0.044', fractionDigits: 2 },
];

export async function setCurrencyRates(db: Db, rows = DEFAULT_RATES) {
  for (const row of rows) {
    await db
      .insert(currencyRates)
      .values(row)
      .onConflictDoUpdate({ target: currencyRates.code, set: row });
  }
}

/** A customer with a live session, and the bearer token for it. */
export async function createCustomerWithToken(
  db: Db,
  env: Pick<Env, 'JWT_SECRET'>,
  input: { expiresAt?: Date; revoked?: boolean } = {},
) {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Test Customer', email: `customer-${next()}@example.com` })
    .returning();
  if (!customer) throw new Error('customer not created');
  const [session] = await db
    .insert(sessions)
    .values({
      customerId: customer.id,
      expiresAt: input.expiresAt ?? new Date(Date.now() + 86_400_000),
      revokedAt: input.revoked ? new Date() : null,
    })
    .returning();
  if (!session) throw new Error('session not created');
  const token = await signCustomerToken(env, { customerId: customer.id, sessionId: session.id });
  return { customer, session, token, authorization: `Bearer ${token}` };
}

export async function addToWishlist(db: Db, customerId: string, productId: string) {
  await db.insert(wishlistItems).values({ customerId, productId });
}

export const newSessionId = () => `visitor-${randomUUID()}`;

export type CouponInput = {
  couponCode?: string;
  title?: { en: string; fr?: string };
  discountType?: 'percentage' | 'fixed';
  /** Percent, or INR paise for `fixed`. */
  discountValue?: number;
  /** INR paise. */
  maxDiscount?: number | null;
  /** INR paise. */
  minimumAmount?: number;
  couponQuantity?: number;
  usesPerCustomer?: number | null;
  disabledAt?: Date | null;
  couponType?: string;
  startTime?: Date;
  endTime?: Date;
};

/** A coupon, by default open, live (started a day ago, ends in a day), 10 % off without minimum. */
export async function createCoupon(db: Db, input: CouponInput = {}) {
  const code = input.couponCode ?? `TEST${next()}`.toUpperCase();
  const [row] = await db
    .insert(coupons)
    .values({
      couponCode: code,
      title: input.title ?? { en: code },
      discountType: input.discountType ?? 'percentage',
      discountValue: input.discountValue ?? 10,
      maxDiscount: input.maxDiscount ?? null,
      minimumAmount: input.minimumAmount ?? 0,
      couponQuantity: input.couponQuantity ?? 10,
      usesPerCustomer: input.usesPerCustomer ?? null,
      disabledAt: input.disabledAt ?? null,
      couponType: input.couponType ?? 'open',
      startTime: input.startTime ?? new Date(Date.now() - 86_400_000),
      endTime: input.endTime ?? new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!row) throw new Error('coupon not created');
  return row;
}

/** A saved address of a customer (the accounts module's table). */
export async function createAddress(db: Db, customerId: string, input: { name?: string } = {}) {
  const [row] = await db
    .insert(addresses)
    .values({
      customerId,
      name: input.name ?? 'Asha Rao',
      phone: '9876543210',
      address1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560001',
      label: 'Home',
      isoCountry: 'IN',
      isoState: 'KA',
    })
    .returning();
  if (!row) throw new Error('address not created');
  return row;
}
