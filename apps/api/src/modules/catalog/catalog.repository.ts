import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, Metal } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  attributeValues,
  attributes,
  categories,
  collections,
  currencyRates,
  productAttributeValues,
  productOptionValues,
  productOptions,
  productVariants,
  productTranslations,
  products,
  type LocalizedText,
} from '../../db/schema/index.ts';
import { latestMetalRates, pricePartColumns } from '../../lib/metal-rates.ts';
import type { ReferenceRows } from './catalog-reference.ts';
import { isUuid } from '../../lib/uuid.ts';

const tl = alias(productTranslations, 'tl');
const te = alias(productTranslations, 'te');

/**
 * Columns a product summary needs; the name is in the request's language, else English. Stock is
 * not one of them: it is read live (catalog-stock.repository.ts, docs/decisions/0067).
 */
const summaryColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  price: products.price,
  originalPrice: products.originalPrice,
  isActive: products.isActive,
  images: products.images,
  media: products.media,
  categoryId: products.categoryId,
  collectionId: products.collectionId,
  name: sql<string>`coalesce(${tl.name}, ${te.name}, ${products.sku})`,
};

function withNames(db: Db, lang: Language) {
  return db
    .select({
      ...summaryColumns,
      description: sql<string>`coalesce(${tl.description}, ${te.description}, '')`,
      // What a price from the metal rate is made of (the detail's breakdown).
      ...pricePartColumns,
    })
    .from(products)
    .leftJoin(tl, and(eq(tl.productId, products.id), eq(tl.locale, lang)))
    .leftJoin(te, and(eq(te.productId, products.id), eq(te.locale, 'en')));
}

export type SummaryRow = Awaited<
  ReturnType<ReturnType<typeof createCatalogRepository>['summaryRows']>
>[number];

/** One value of a product's option (null value: an option without values yet). */
export type OptionRow = {
  optionId: string;
  code: string;
  name: LocalizedText;
  valueId: string | null;
  value: string | null;
  label: LocalizedText | null;
  /** INR minor units added to the price when chosen. */
  priceDelta: number | null;
};

/** What a product's detail adds to its row: its attribute values and its options. */
/** A combination a product sells: its key (a cart line's `variantKey`), SKU and supplement. */
export type VariantRow = { key: string; sku: string; priceDelta: number };

export type ProductParts = { valueIds: string[]; options: OptionRow[]; variants: VariantRow[] };

export const NO_PARTS: ProductParts = { valueIds: [], options: [], variants: [] };

/** Catalogue reads: reference tables, product rows by id, detail parts. */
export function createCatalogRepository(db: Db) {
  return {
    async referenceRows(): Promise<ReferenceRows> {
      const [categoryRows, collectionRows, attributeRows, valueRows, productCounts] =
        await Promise.all([
          db
            .select({
              id: categories.id,
              slug: categories.slug,
              name: categories.name,
              description: categories.description,
              image: categories.image,
              position: categories.position,
            })
            .from(categories),
          db
            .select({
              id: collections.id,
              slug: collections.slug,
              name: collections.name,
              position: collections.position,
            })
            .from(collections),
          db
            .select({
              id: attributes.id,
              code: attributes.code,
              name: attributes.name,
              position: attributes.position,
            })
            .from(attributes),
          db
            .select({
              id: attributeValues.id,
              attributeId: attributeValues.attributeId,
              value: attributeValues.value,
              label: attributeValues.label,
              position: attributeValues.position,
            })
            .from(attributeValues),
          db
            .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
            .from(products)
            .where(eq(products.isActive, true))
            .groupBy(products.categoryId),
        ]);
      return {
        categories: categoryRows,
        collections: collectionRows,
        attributes: attributeRows,
        values: valueRows,
        productCounts,
      };
    },

    rates() {
      return db
        .select({
          code: currencyRates.code,
          symbol: currencyRates.symbol,
          rate: currencyRates.rate,
          fractionDigits: currencyRates.fractionDigits,
        })
        .from(currencyRates);
    },

    /** The metal rates in force, paise per gram. */
    async metalRates(): Promise<Map<Metal, number>> {
      const rows = await latestMetalRates(db);
      return new Map([...rows].map(([metal, row]) => [metal, row.ratePerGram]));
    },

    /** Products by primary key, active or not (any order; the caller restores it). */
    summaryRows(ids: readonly string[], lang: Language) {
      return withNames(db, lang).where(inArray(products.id, [...ids]));
    },

    /** One active product by `_id` or slug, with its description. */
    async findProduct(idOrSlug: string, lang: Language) {
      const key = or(
        eq(products.slug, idOrSlug),
        ...(isUuid(idOrSlug) ? [eq(products.id, idOrSlug.toLowerCase())] : []),
      );
      const rows = await withNames(db, lang)
        .where(and(key, eq(products.isActive, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Each product's attribute values and options (options and values in their order). */
    async partsOf(ids: readonly string[]): Promise<Map<string, ProductParts>> {
      const [values, options, variants] = await Promise.all([
        db
          .select({
            productId: productAttributeValues.productId,
            id: productAttributeValues.attributeValueId,
          })
          .from(productAttributeValues)
          .where(inArray(productAttributeValues.productId, [...ids])),
        db
          .select({
            productId: productOptions.productId,
            optionId: productOptions.id,
            code: productOptions.code,
            name: productOptions.name,
            valueId: productOptionValues.id,
            value: productOptionValues.value,
            label: productOptionValues.label,
            priceDelta: productOptionValues.priceDelta,
          })
          .from(productOptions)
          .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
          .where(inArray(productOptions.productId, [...ids]))
          .orderBy(asc(productOptions.position), asc(productOptionValues.position)),
        db
          .select({
            productId: productVariants.productId,
            key: productVariants.key,
            sku: productVariants.sku,
            priceDelta: productVariants.priceDelta,
          })
          .from(productVariants)
          // The implicit variant is the product itself: its SKU and price are the product's.
          .where(and(inArray(productVariants.productId, [...ids]), ne(productVariants.key, '')))
          .orderBy(asc(productVariants.position)),
      ]);
      const parts = new Map<string, ProductParts>(
        ids.map((id) => [id, { valueIds: [], options: [], variants: [] }]),
      );
      for (const row of values) parts.get(row.productId)?.valueIds.push(row.id);
      for (const { productId, ...option } of options) parts.get(productId)?.options.push(option);
      for (const { productId, ...variant } of variants)
        parts.get(productId)?.variants.push(variant);
      return parts;
    },

    /** Active product ids by SKU (in-focus blocks name products by SKU). */
    async idsBySku(skus: readonly string[]): Promise<Map<string, string>> {
      if (skus.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(inArray(products.sku, [...skus]), eq(products.isActive, true)));
      return new Map(rows.map((row) => [row.sku, row.id]));
    },

    /** The id of an active product named by `_id` or slug. */
    async productId(idOrSlug: string): Promise<string | null> {
      const key = or(
        eq(products.slug, idOrSlug),
        ...(isUuid(idOrSlug) ? [eq(products.id, idOrSlug.toLowerCase())] : []),
      );
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(key, eq(products.isActive, true)))
        .limit(1);
      return rows[0]?.id ?? null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
