import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  MAKING_KINDS,
  METALS,
  PIECE_STATES,
  PRICE_CHANGE_REASONS,
  PRODUCT_STATUSES,
} from '@aurelle/contract';
import { foreignId, timestampNow, uuidPrimaryKey } from './columns.ts';

/** Text stored once per language; English is always present and is the fallback (spec §1). */
export type LocalizedText = { en: string; fr?: string };

/**
 * A media entry as the spec names it (§3): image versus video is decided by the URL's extension;
 * `alt`, the words staff wrote for a picture, in each language they wrote.
 */
export type MediaEntry = { file_url: string; alt?: Partial<LocalizedText> };

/** What a product's page says to search engines when staff set it; the name and description else. */
export type ProductSeo = { title?: LocalizedText; description?: LocalizedText };

/** What a category and a collection both are: a named, ordered group of products with a page. */
const productGroupColumns = () => ({
  id: uuidPrimaryKey(),
  slug: text().notNull(),
  name: jsonb().$type<LocalizedText>().notNull(),
  description: jsonb().$type<LocalizedText>().notNull().default({ en: '' }),
  image: text(),
  position: integer().notNull().default(0),
  createdAt: timestampNow(),
});

export const categories = pgTable('categories', productGroupColumns, (table) => [
  uniqueIndex('categories_slug_key').on(table.slug),
]);

export const collections = pgTable('collections', productGroupColumns, (table) => [
  uniqueIndex('collections_slug_key').on(table.slug),
]);

export const products = pgTable(
  'products',
  (t) => ({
    id: uuidPrimaryKey(),
    /** Nullable: the web falls back to /product/{_id} when a product has no slug (spec §2). */
    slug: t.text(),
    sku: t.text().notNull(),
    categoryId: foreignId(() => categories.id),
    collectionId: t.uuid().references(() => collections.id),
    /** Selling price in INR minor units (paise); other currencies are computed at read time. */
    price: t.integer().notNull(),
    /** Price before reduction, INR minor units; null when not reduced. */
    originalPrice: t.integer(),
    /**
     * The sum of its variants' stock, kept by the ledger's trigger (docs/decisions/0083); a write
     * of it passes to the product's implicit variant.
     */
    stock: t.integer().notNull().default(0),
    /** At or under this stock the product counts as low (the back office's lists). */
    lowStockAt: t.integer().notNull().default(2),
    /** List of image URLs; the first is the thumbnail (spec §3). */
    images: t.jsonb().$type<string[]>().notNull().default([]),
    /** Every media entry (images and videos) in stored order; the API orders them per spec §3. */
    media: t.jsonb().$type<MediaEntry[]>().notNull().default([]),
    featuredRank: t.integer(),
    status: t.text({ enum: PRODUCT_STATUSES }).notNull().default('active'),
    /**
     * Whether the shop shows it: `status = 'active'`, kept by a trigger so every listing index and
     * query reads one boolean (docs/decisions/0071).
     */
    isActive: t.boolean().notNull().default(true),
    seo: t.jsonb().$type<ProductSeo>().notNull().default({}),
    /** BIS-hallmarked gold: its stock is the set of its pieces (`product_pieces`), each with a HUID. */
    hallmarked: t.boolean().notNull().default(false),
    /** Moves on every save in the back office; a save made from an older version is refused. */
    version: t.integer().notNull().default(1),
    /** The GST invoice's HSN code: 7113 for jewellery of precious metal. */
    hsn: t.text().notNull().default('7113'),
    /**
     * Priced by the day's metal rate when set (docs/decisions/0076): `price` is then
     * (metal + making + stones) plus 3 % GST, rounded to the rupee, and kept by the rates' writer.
     */
    metal: t.text({ enum: METALS }),
    /** Net metal weight in milligrams. */
    netWeightMg: t.integer(),
    makingKind: t.text({ enum: MAKING_KINDS }),
    /** Percent in hundredths (1250 = 12.5 %), or paise per gram. */
    makingValue: t.integer(),
    /** The stones' value, INR minor units, before GST. */
    stonesValue: t.integer(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    uniqueIndex('products_sku_key').on(table.sku),
    // The back office's checks: a SKU in any case, and the free forms of a slug (`base%`).
    index('products_sku_lower_idx').on(sql`lower(${table.sku})`),
    index('products_slug_prefix_idx').on(sql`${table.slug} text_pattern_ops`),
    index('products_category_idx').on(table.categoryId, table.isActive),
    index('products_collection_idx').on(table.collectionId, table.isActive),
    index('products_price_idx').on(table.price),
    index('products_created_idx').on(table.createdAt),
    index('products_featured_idx').on(table.featuredRank),
    // Listing indexes (docs/performance.md): one per sort, active rows only and narrow, so a
    // page is an ordered index walk and filters/counts read an index, never the whole table.
    index('products_active_featured_idx')
      .on(table.featuredRank.asc().nullsLast(), table.createdAt.desc(), table.id)
      .where(sql`${table.isActive}`),
    index('products_active_newest_idx')
      .on(table.createdAt.desc(), table.id)
      .where(sql`${table.isActive}`),
    index('products_active_price_idx')
      .on(table.price, table.id)
      .where(sql`${table.isActive}`),
    // The back office's sold-out and low-stock counts and lists.
    index('products_active_stock_idx')
      .on(table.stock)
      .where(sql`${table.isActive}`),
    index('products_low_stock_idx')
      .on(sql`(${table.stock} - ${table.lowStockAt})`)
      .where(sql`${table.isActive}`),
    // The back office's product list: newest changes first, a page by keyset.
    index('products_updated_idx').on(table.updatedAt, table.id),
    // The back office's search by any part of a SKU.
    index('products_sku_trgm').using('gin', sql`${table.sku} gin_trgm_ops`),
    index('products_price_id_idx').on(table.price, table.id),
    index('products_stock_id_idx').on(table.stock, table.id),
    // Stock is decremented with a row condition; this makes overselling impossible even so.
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
    check('products_price_nonnegative', sql`${table.price} >= 0`),
    check('products_status_known', sql`${table.status} in ('draft', 'active', 'archived')`),
    check('products_hsn_format', sql`${table.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check(
      'products_metal_complete',
      sql`${table.metal} is null or (${table.netWeightMg} > 0 and ${table.makingKind} is not null and ${table.makingValue} >= 0 and ${table.stonesValue} >= 0)`,
    ),
    // The products a new metal rate reprices.
    index('products_metal_idx')
      .on(table.metal)
      .where(sql`${table.metal} is not null`),
  ],
);

/**
 * What is sold and counted: one row per combination of a product's option values, and one implicit
 * row (`key` '') per product, which holds a product's stock when it has no options and, for a
 * product with options, the stock not yet counted per combination (docs/decisions/0083). The
 * ledger's trigger is on this table; `products.stock` is kept as the sum of its variants' stock.
 */
export const productVariants = pgTable(
  'product_variants',
  (t) => ({
    id: uuidPrimaryKey(),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    /** The chosen values sorted, as a cart line's `variantKey` writes them; '' for the implicit one. */
    key: t.text().notNull().default(''),
    sku: t.text().notNull(),
    stock: t.integer().notNull().default(0),
    lowStockAt: t.integer().notNull().default(2),
    /** Added to the product's price when this combination is sold, INR minor units. */
    priceDelta: t.integer().notNull().default(0),
    position: t.integer().notNull().default(0),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('product_variants_product_key_key').on(table.productId, table.key),
    uniqueIndex('product_variants_sku_key').on(table.sku),
    // Stock is taken with a row condition; this makes overselling a combination impossible even so.
    check('product_variants_stock_nonnegative', sql`${table.stock} >= 0`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  (t) => ({
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    locale: t.text().notNull(),
    name: t.text().notNull(),
    description: t.text().notNull().default(''),
    /** Name, SKU, category, collection and attribute labels in this language: what search reads. */
    searchText: t.text().notNull().default(''),
  }),
  (table) => [
    primaryKey({ columns: [table.productId, table.locale] }),
    index('product_translations_name_trgm').using('gin', sql`${table.name} gin_trgm_ops`),
    index('product_translations_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('product_translations_lower_name').on(sql`lower(${table.name}) text_pattern_ops`),
    // The back office's list by name: English names in order, a page by keyset.
    index('product_translations_en_name_idx')
      .on(sql`lower(${table.name})`, table.productId)
      .where(sql`${table.locale} = 'en'`),
  ],
);

/**
 * The distinct words of the search texts, per search language (a product without the language
 * counts with its English text), every word a product's text has, with how many products' names
 * and texts hold it (active or not): what a search costs, and which tiers are empty. Typo
 * tolerance corrects a typed word of letters against its words of letters with pg_trgm; a typed
 * word is looked up here (trigram index) to find the words that contain it. Rebuilt by
 * refreshSearchText.
 */
export const searchWords = pgTable(
  'search_words',
  (t) => ({
    locale: t.text().notNull(),
    word: t.text().notNull(),
    names: t.integer().notNull().default(0),
    texts: t.integer().notNull().default(0),
  }),
  (table) => [
    primaryKey({ columns: [table.locale, table.word] }),
    index('search_words_word_trgm').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);

/**
 * Search's inverted index (docs/decisions/0003): per search language, each distinct word of each
 * product's name (`name`) and whole search text (`text`), and its whole lower-case name
 * (`full_name`), with the product's featured order, so the products holding a word come off an
 * index in featured order and a search reads about as many rows as it shows. Rebuilt by
 * refreshSearchText; a trigger copies `is_active`, `featured_rank` and `created_at` from the
 * product whenever they change.
 */
export const searchPostings = pgTable(
  'search_postings',
  (t) => ({
    lang: t.text().notNull(),
    field: t.text().$type<'name' | 'text' | 'full_name'>().notNull(),
    word: t.text().notNull(),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    isActive: t.boolean().notNull(),
    featuredRank: t.integer(),
    createdAt: t.timestamp({ withTimezone: true }).notNull(),
  }),
  (table) => [
    primaryKey({ columns: [table.productId, table.lang, table.field, table.word] }),
    // Every product (a walk skips inactive ones), so a word's products can be counted here too.
    index('search_postings_featured_idx').on(
      table.lang,
      table.field,
      table.word,
      table.featuredRank.asc().nullsLast(),
      table.createdAt.desc(),
      table.productId,
      table.isActive,
    ),
    // Name prefixes in byte order, whatever the database's collation.
    index('search_postings_name_prefix_idx')
      .on(table.lang, sql`${table.word} text_pattern_ops`, table.productId)
      .where(sql`${table.field} = 'full_name' and ${table.isActive}`),
  ],
);

/** A filterable attribute such as metal, stone, carat band, shape, occasion or price band. */
export const attributes = pgTable(
  'attributes',
  (t) => ({
    id: uuidPrimaryKey(),
    /** The key used in the web's URL query and the filters body, e.g. `metal`. */
    code: t.text().notNull(),
    name: t.jsonb().$type<LocalizedText>().notNull(),
    position: t.integer().notNull().default(0),
  }),
  (table) => [uniqueIndex('attributes_code_key').on(table.code)],
);

export const attributeValues = pgTable(
  'attribute_values',
  (t) => ({
    id: uuidPrimaryKey(),
    attributeId: foreignId(() => attributes.id, { onDelete: 'cascade' }),
    /** The value as it travels in URLs and filter bodies, e.g. `Yellow Gold`. */
    value: t.text().notNull(),
    label: t.jsonb().$type<LocalizedText>().notNull(),
    position: t.integer().notNull().default(0),
  }),
  (table) => [uniqueIndex('attribute_values_attr_value_key').on(table.attributeId, table.value)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: foreignId(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.attributeValueId] }),
    index('product_attribute_values_value_idx').on(table.attributeValueId, table.productId),
  ],
);

/** A variant dimension of one product, e.g. ring size or metal colour. */
export const productOptions = pgTable(
  'product_options',
  (t) => ({
    id: uuidPrimaryKey(),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    code: t.text().notNull(),
    name: t.jsonb().$type<LocalizedText>().notNull(),
    position: t.integer().notNull().default(0),
  }),
  (table) => [uniqueIndex('product_options_product_code_key').on(table.productId, table.code)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  (t) => ({
    id: uuidPrimaryKey(),
    optionId: foreignId(() => productOptions.id, { onDelete: 'cascade' }),
    /** The `optionValue` a cart line carries (spec §3). */
    value: t.text().notNull(),
    label: t.jsonb().$type<LocalizedText>().notNull(),
    /** Added to the product price when chosen, INR minor units. */
    priceDelta: t.integer().notNull().default(0),
    position: t.integer().notNull().default(0),
  }),
  (table) => [
    uniqueIndex('product_option_values_option_value_key').on(table.optionId, table.value),
  ],
);

/**
 * The stock ledger: every change of a variant's stock is a row, written by a trigger on
 * `product_variants` whoever changes it (an order, the release job, the back office, plain SQL),
 * so a variant's stock, and its product's, always equal the sum of their rows. The writer names the reason, order, staff member and
 * note when it opens its transaction with `writeTransaction` (lib/write-transaction.ts); a change
 * without a reason, plain SQL included, is refused (migration write_context).
 */
export const stockMoves = pgTable(
  'stock_moves',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    /** The variant whose stock moved; the trigger writes it. */
    variantId: foreignId(() => productVariants.id, { onDelete: 'cascade' }),
    change: t.integer().notNull(),
    reason: t
      .text({
        enum: ['received', 'sold', 'returned', 'damaged', 'correction', 'order_cancelled'],
      })
      .notNull(),
    note: t.text(),
    staffId: t.uuid(),
    orderId: t.uuid(),
    at: timestampNow(),
  }),
  (table) => [
    index('stock_moves_product_idx').on(table.productId, table.id),
    index('stock_moves_variant_idx').on(table.variantId, table.id),
    // What an order holds of each variant is read from its rows (a release, a cancel, packing).
    index('stock_moves_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
  ],
);

/**
 * The pieces the owner shows under a product ("You may also like"), in the owner's order. A
 * product removed from the catalogue leaves every list (cascade); one never names itself.
 */
export const productRelated = pgTable(
  'product_related',
  (t) => ({
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    relatedId: foreignId(() => products.id, { onDelete: 'cascade' }),
    position: t.integer().notNull(),
  }),
  (table) => [
    primaryKey({ columns: [table.productId, table.relatedId] }),
    // A product's removal finds the lists it is in.
    index('product_related_related_idx').on(table.relatedId),
    check('product_related_not_itself', sql`${table.productId} <> ${table.relatedId}`),
  ],
);

/** A slug a product had before: the shop's old address answers with a redirect to the new one. */
export const productSlugRedirects = pgTable('product_slug_redirects', (t) => ({
  slug: t.text().primaryKey(),
  productId: foreignId(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestampNow(),
}));

/**
 * One hallmarked article: BIS gives each its own 6-character HUID. A hallmarked product's stock
 * counts its pieces in stock less those its unpacked orders hold (orders take a count; the piece
 * is chosen when the order is packed).
 */
export const productPieces = pgTable(
  'product_pieces',
  (t) => ({
    id: uuidPrimaryKey(),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    /**
     * The combination the piece is (its size); a writer that leaves it out gets the product's
     * implicit variant from a trigger: for a product with options, a piece whose size is not
     * recorded yet.
     */
    variantId: t.uuid().references(() => productVariants.id),
    huid: t.text().notNull(),
    state: t.text({ enum: PIECE_STATES }).notNull().default('in_stock'),
    orderId: t.uuid(),
    /** The order line it was packed for. */
    orderLineId: t.uuid(),
    receivedBy: t.uuid(),
    receivedAt: timestampNow(),
  }),
  (table) => [
    uniqueIndex('product_pieces_huid_key').on(table.huid),
    index('product_pieces_product_idx').on(table.productId, table.state),
    index('product_pieces_order_idx').on(table.orderId),
    index('product_pieces_variant_idx').on(table.variantId, table.state),
    check('product_pieces_huid_format', sql`${table.huid} ~ '^[A-Z0-9]{6}$'`),
    check(
      'product_pieces_state_known',
      sql`${table.state} in ('in_stock', 'reserved', 'sold', 'returned')`,
    ),
  ],
);

/** The day's metal rates as the owner entered them, kept as history: the latest per metal rules. */
export const metalRates = pgTable(
  'metal_rates',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    metal: t.text({ enum: METALS }).notNull(),
    /** INR minor units per gram. */
    ratePerGram: t.integer().notNull(),
    staffId: t.uuid(),
    setAt: timestampNow(),
  }),
  (table) => [
    index('metal_rates_metal_idx').on(table.metal, table.id),
    check('metal_rates_rate_positive', sql`${table.ratePerGram} > 0`),
  ],
);

/**
 * Every change of a product's price, written by a trigger (migration 0018) from the reason and
 * staff member its transaction names with `writeTransaction`; a change without a reason, plain
 * SQL included, is refused (migration write_context).
 */
export const priceChanges = pgTable(
  'price_changes',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: foreignId(() => products.id, { onDelete: 'cascade' }),
    oldPrice: t.integer().notNull(),
    newPrice: t.integer().notNull(),
    reason: t.text({ enum: PRICE_CHANGE_REASONS }).notNull(),
    staffId: t.uuid(),
    at: timestampNow(),
  }),
  (table) => [index('price_changes_product_idx').on(table.productId, table.id)],
);
