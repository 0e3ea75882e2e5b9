import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Composition, ProductImportReport, ProductImportStatus } from '@aurelle/contract';
import { inTurn, type Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  productImports,
  productOptions,
  products,
  productTranslations,
  productVariants,
  type ProductSeo,
} from '../../db/schema/index.ts';
import {
  optionsByProduct,
  storedComposition,
  type ProductOptionRow,
} from './products.repository.ts';
import {
  variantColumns,
  variantsOf,
  type VariantRow,
} from '../catalog/catalog-variant-units.repository.ts';

/** A variant as its CSV row holds it; `key` '' is the product's implicit variant. */
export type VariantSnapshot = VariantRow;

/** A product with everything its CSV rows hold, read in bulk. */
export type ProductSnapshot = {
  id: string;
  version: number;
  sku: string;
  slug: string | null;
  status: 'draft' | 'active' | 'archived';
  price: number;
  originalPrice: number | null;
  categoryId: string;
  collectionId: string | null;
  featuredRank: number | null;
  hallmarked: boolean;
  stock: number;
  lowStockAt: number;
  seo: ProductSeo;
  name: { en: string; fr: string };
  description: { en: string; fr: string };
  /** In the filters' order, then their values'. */
  attributeValueIds: string[];
  options: ProductOptionRow[];
  hsn: string;
  /** Null: a fixed price. */
  pricing: Composition | null;
  /** Its variants in their order, the implicit one first. */
  variants: VariantSnapshot[];
};

/** Categories and collections by slug and id, filter values by code and value and by id. */
export type References = {
  categoryBySlug: Map<string, string>;
  collectionBySlug: Map<string, string>;
  slugOfCategory: Map<string, string>;
  slugOfCollection: Map<string, string>;
  /** `code` → lower-case value → id. */
  valueByCode: Map<string, Map<string, string>>;
  valueOfId: Map<string, { code: string; value: string }>;
};

/** Queries with more ids than this go in parts (a statement's parameters are limited). */
const CHUNK = 2000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** The CSV export's and import's reads in bulk, and the stored uploads. */
export function createProductsCsvRepository(db: Db) {
  async function snapshotsOf(tx: Db, ids: readonly string[]): Promise<ProductSnapshot[]> {
    const out: ProductSnapshot[] = [];
    for (const part of chunks(ids)) {
      if (!part.length) continue;
      const [rows, texts, values] = await inTurn([
        tx.select().from(products).where(inArray(products.id, part)),
        tx
          .select({
            productId: productTranslations.productId,
            locale: productTranslations.locale,
            name: productTranslations.name,
            description: productTranslations.description,
          })
          .from(productTranslations)
          .where(inArray(productTranslations.productId, part)),
        tx
          .select({
            productId: productAttributeValues.productId,
            id: productAttributeValues.attributeValueId,
          })
          .from(productAttributeValues)
          .innerJoin(
            attributeValues,
            eq(attributeValues.id, productAttributeValues.attributeValueId),
          )
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(productAttributeValues.productId, part))
          .orderBy(asc(attributes.position), asc(attributeValues.position)),
      ]);
      const options = await optionsByProduct(tx, inArray(productOptions.productId, part));
      const variants = await tx
        .select({ productId: productVariants.productId, ...variantColumns })
        .from(productVariants)
        .where(inArray(productVariants.productId, part))
        .orderBy(
          sql`${productVariants.key} <> ''`,
          asc(productVariants.position),
          asc(productVariants.key),
        );
      const byId = new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            version: row.version,
            sku: row.sku,
            slug: row.slug,
            status: row.status,
            price: row.price,
            originalPrice: row.originalPrice,
            categoryId: row.categoryId,
            collectionId: row.collectionId,
            featuredRank: row.featuredRank,
            hallmarked: row.hallmarked,
            stock: row.stock,
            lowStockAt: row.lowStockAt,
            seo: row.seo,
            name: { en: '', fr: '' },
            description: { en: '', fr: '' },
            attributeValueIds: [] as string[],
            options: [] as ProductOptionRow[],
            hsn: row.hsn,
            pricing: storedComposition(row),
            variants: [] as VariantSnapshot[],
          } satisfies ProductSnapshot,
        ]),
      );
      for (const text of texts) {
        const product = byId.get(text.productId);
        if (!product || (text.locale !== 'en' && text.locale !== 'fr')) continue;
        product.name[text.locale] = text.name;
        product.description[text.locale] = text.description;
      }
      for (const value of values) byId.get(value.productId)?.attributeValueIds.push(value.id);
      for (const [productId, list] of options) byId.get(productId)?.options.push(...list);
      for (const { productId, ...variant } of variants) byId.get(productId)?.variants.push(variant);
      for (const id of part) {
        const product = byId.get(id);
        if (product) out.push(product);
      }
    }
    return out;
  }

  return {
    snapshots: (ids: readonly string[], tx: Db = db) => snapshotsOf(tx, ids),

    /** The products with these SKUs (compared in lower case), by lower-case SKU. */
    async bySku(tx: Db, skus: readonly string[]): Promise<Map<string, ProductSnapshot>> {
      const ids: string[] = [];
      for (const part of chunks(skus)) {
        if (!part.length) continue;
        const rows = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            sql`lower(${products.sku}) in (select lower(s) from unnest(${sql.param(part)}::text[]) s)`,
          );
        ids.push(...rows.map((row) => row.id));
      }
      const found = await snapshotsOf(tx, ids);
      return new Map(found.map((product) => [product.sku.toLowerCase(), product]));
    },

    async references(tx: Db = db): Promise<References> {
      const [cats, cols, values] = await inTurn([
        tx.select({ id: categories.id, slug: categories.slug }).from(categories),
        tx.select({ id: collections.id, slug: collections.slug }).from(collections),
        tx
          .select({ id: attributeValues.id, code: attributes.code, value: attributeValues.value })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId)),
      ]);
      const valueByCode = new Map<string, Map<string, string>>();
      for (const row of values) {
        const byValue = valueByCode.get(row.code) ?? new Map<string, string>();
        byValue.set(row.value.toLowerCase(), row.id);
        valueByCode.set(row.code, byValue);
      }
      return {
        categoryBySlug: new Map(cats.map((row) => [row.slug, row.id])),
        collectionBySlug: new Map(cols.map((row) => [row.slug, row.id])),
        slugOfCategory: new Map(cats.map((row) => [row.id, row.slug])),
        slugOfCollection: new Map(cols.map((row) => [row.id, row.slug])),
        valueByCode,
        valueOfId: new Map(values.map((row) => [row.id, { code: row.code, value: row.value }])),
      };
    },

    /** Sets a product's low-stock threshold (its implicit variant's follows by trigger). */
    async setLowStockAt(tx: Db, id: string, lowStockAt: number) {
      await tx.update(products).set({ lowStockAt }).where(eq(products.id, id));
    },

    /**
     * The variants, by lower-case SKU, that hold any of these SKUs (a product's SKU is its
     * implicit variant's, so products are among them).
     */
    async variantsBySku(
      tx: Db,
      skus: readonly string[],
    ): Promise<Map<string, { productId: string; key: string }>> {
      const out = new Map<string, { productId: string; key: string }>();
      for (const part of chunks(skus)) {
        if (!part.length) continue;
        const rows = await tx
          .select({
            sku: productVariants.sku,
            productId: productVariants.productId,
            key: productVariants.key,
          })
          .from(productVariants)
          .where(
            sql`lower(${productVariants.sku}) in (select lower(s) from unnest(${sql.param(part)}::text[]) s)`,
          );
        for (const row of rows) out.set(row.sku.toLowerCase(), row);
      }
      return out;
    },

    /** Adds the combinations the product's options make and it has no variant for yet. */
    async addMissingVariants(tx: Db, id: string) {
      await tx.execute(sql`select add_missing_variants(${id}::uuid)`);
    },

    /**
     * Locks the product's row, then its variants (the combinations before the implicit one),
     * the order every writer of a variant's stock takes; answers its price and the variants.
     */
    async lockVariants(tx: Db, id: string) {
      const [product] = await tx
        .select({ price: products.price })
        .from(products)
        .where(eq(products.id, id))
        .for('no key update');
      if (!product) throw new Error(`product ${id} not found`);
      const variants = await variantsOf(tx, [id], true);
      return { price: product.price, variants };
    },

    /**
     * Writes a variant's SKU, price change, threshold and stock (a change of stock is a ledger row:
     * the caller names its reason).
     */
    async writeVariant(
      tx: Db,
      id: string,
      values: { sku?: string; priceDelta?: number; lowStockAt?: number; stock?: number },
    ) {
      if (Object.values(values).every((value) => value === undefined)) return;
      await tx
        .update(productVariants)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(productVariants.id, id));
    },

    async insertImport(
      tx: Db,
      row: {
        id: string;
        staffId: string;
        csv: string;
        status: ProductImportStatus;
        report: ProductImportReport;
        versions: Record<string, number>;
      },
    ) {
      await tx.insert(productImports).values(row);
    },

    /** An upload, locked for the caller's transaction unless `forUpdate` is false. */
    async lockImport(tx: Db, id: string, forUpdate = true) {
      const query = tx.select().from(productImports).where(eq(productImports.id, id));
      const [row] = await (forUpdate ? query.for('update') : query);
      return row ?? null;
    },

    async finishImport(
      tx: Db,
      id: string,
      status: ProductImportStatus,
      report: ProductImportReport,
      at: Date | null,
    ) {
      await tx
        .update(productImports)
        .set({ status, report, appliedAt: at })
        .where(eq(productImports.id, id));
    },
  };
}

export type ProductsCsvRepository = ReturnType<typeof createProductsCsvRepository>;
