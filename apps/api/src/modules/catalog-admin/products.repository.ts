import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminProductListQuery,
  AdminProductRow,
  Composition,
  MakingKind,
  Metal,
  ProductSort,
} from '@aurelle/contract';
import { inTurn, type Db } from '../../db/client.ts';
import {
  attributeValues,
  categories,
  collections,
  orderLines,
  productAttributeValues,
  productOptions,
  productOptionValues,
  productPieces,
  productRelated,
  products,
  productSlugRedirects,
  productTranslations,
  productVariants,
  type LocalizedText,
  type ProductSeo,
} from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';
import { addMissingVariants, skuHeld, variantsOf } from './variants.repository.ts';

/** What a page of the list is after: the previous page's last sort value and id. */
export type ListCursor = PageCursor<string | number>;

export type ProductFilters = Omit<AdminProductListQuery, 'after' | 'limit' | 'sort' | 'order'>;

/** A product's row as the back office writes it (prices in paise). */
export type ProductRow = {
  slug: string;
  sku: string;
  categoryId: string;
  collectionId: string | null;
  price: number;
  originalPrice: number | null;
  featuredRank: number | null;
  status: 'draft' | 'active' | 'archived';
  seo: ProductSeo;
  hallmarked: boolean;
  hsn: string;
  /** Null for a fixed price; else the parts the price is computed from (all set, or none). */
  metal: Metal | null;
  netWeightMg: number | null;
  makingKind: MakingKind | null;
  makingValue: number | null;
  stonesValue: number | null;
};

/** A product row's composition, or null for a fixed price. */
export function storedComposition(
  row: Pick<ProductRow, 'metal' | 'netWeightMg' | 'makingKind' | 'makingValue' | 'stonesValue'>,
): Composition | null {
  return row.metal === null
    ? null
    : {
        metal: row.metal,
        netWeightMg: row.netWeightMg ?? 0,
        makingKind: row.makingKind ?? 'percent',
        makingValue: row.makingValue ?? 0,
        stonesValue: row.stonesValue ?? 0,
      };
}

export type ProductOptionRow = {
  code: string;
  name: LocalizedText;
  values: { value: string; label: LocalizedText; priceDelta: number }[];
};

/** The options of the products `where` picks, each with its values, in the order staff set. */
export async function optionsByProduct(
  tx: Db,
  where: SQL,
): Promise<Map<string, ProductOptionRow[]>> {
  const rows = await tx
    .select({
      productId: productOptions.productId,
      optionId: productOptions.id,
      code: productOptions.code,
      name: productOptions.name,
      value: productOptionValues.value,
      label: productOptionValues.label,
      priceDelta: productOptionValues.priceDelta,
    })
    .from(productOptions)
    .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(where)
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const byProduct = new Map<string, ProductOptionRow[]>();
  const byId = new Map<string, ProductOptionRow>();
  for (const row of rows) {
    let option = byId.get(row.optionId);
    if (!option) {
      option = { code: row.code, name: row.name, values: [] };
      byId.set(row.optionId, option);
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), option]);
    }
    if (row.value !== null && row.label !== null)
      option.values.push({ value: row.value, label: row.label, priceDelta: row.priceDelta ?? 0 });
  }
  return byProduct;
}

/** One product's options, each with its values, in the order staff set. */
export async function optionsOf(tx: Db, productId: string): Promise<ProductOptionRow[]> {
  return (await optionsByProduct(tx, eq(productOptions.productId, productId))).get(productId) ?? [];
}

const englishName = sql<string>`coalesce(${productTranslations.name}, ${products.sku})`;
const inEnglish = and(
  eq(productTranslations.productId, products.id),
  eq(productTranslations.locale, 'en'),
);

/** The value a sort reads, as SQL, and how a cursor's value is compared with it. */
const SORT_COLUMNS: Record<ProductSort, { column: SQL; cast: string }> = {
  updated: { column: sql`${products.updatedAt}`, cast: 'timestamptz' },
  name: { column: sql`lower(${productTranslations.name})`, cast: 'text' },
  sku: { column: sql`${products.sku}`, cast: 'text' },
  price: { column: sql`${products.price}`, cast: 'integer' },
  stock: { column: sql`${products.stock}`, cast: 'integer' },
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's reads and writes of products, their texts, filter values and options. */
export function createProductsRepository(db: Db) {
  function filtersOf(query: ProductFilters): SQL[] {
    const where: SQL[] = [];
    const q = query.q?.trim();
    if (q) {
      // A name in any language or the SKU, each read from its trigram index.
      const pattern = likePattern(q);
      where.push(sql`${products.id} in (
        select product_id from product_translations where name ilike ${pattern}
        union select id from products where sku ilike ${pattern})`);
    }
    if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
    if (query.collectionId) where.push(eq(products.collectionId, query.collectionId));
    if (query.status) where.push(eq(products.status, query.status));
    if (query.stock === 'out') where.push(eq(products.stock, 0));
    if (query.stock === 'low')
      where.push(sql`${products.stock} > 0 and ${products.stock} <= ${products.lowStockAt}`);
    if (query.stock === 'in') where.push(sql`${products.stock} > 0`);
    return where;
  }

  return {
    /**
     * A page of the list in the sort's order, one row more than asked (there is a next page):
     * the page's ids first, walking the sort's index, then those rows' names and categories.
     */
    async page(
      query: ProductFilters,
      sort: ProductSort,
      direction: 'asc' | 'desc',
      limit: number,
      after: ListCursor | null,
    ): Promise<(AdminProductRow & { sortValue: string })[]> {
      const { column, cast } = SORT_COLUMNS[sort];
      const where = filtersOf(query);
      if (after) {
        const operator = sql.raw(direction === 'asc' ? '>' : '<');
        where.push(
          sql`(${column}, ${products.id}) ${operator} (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`,
        );
      }
      const order = direction === 'asc' ? asc : desc;
      const ids = db
        .select({ id: products.id, sortValue: sql<string>`(${column})::text` })
        .from(products);
      const page = await (sort === 'name' ? ids.innerJoin(productTranslations, inEnglish) : ids)
        .where(and(...where))
        .orderBy(order(column), order(products.id))
        .limit(limit + 1);
      if (page.length === 0) return [];
      const rows = await db
        .select({
          id: products.id,
          name: englishName,
          sku: products.sku,
          status: products.status,
          price: products.price,
          stock: products.stock,
          lowStockAt: products.lowStockAt,
          hallmarked: products.hallmarked,
          metal: products.metal,
          category: sql<string>`${categories.name}->>'en'`,
          image: sql<string | null>`${products.images}->>0`,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(productTranslations, inEnglish)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(
          inArray(
            products.id,
            page.map((row) => row.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return page.flatMap(({ id, sortValue }) => {
        const row = byId.get(id);
        return row ? [{ ...row, updatedAt: row.updatedAt.toISOString(), sortValue }] : [];
      });
    },

    /** Every product's id the list's filters keep, in the list's order (the CSV export). */
    async matchingIds(
      query: ProductFilters,
      sort: ProductSort,
      direction: 'asc' | 'desc',
    ): Promise<string[]> {
      const { column } = SORT_COLUMNS[sort];
      const order = direction === 'asc' ? asc : desc;
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .leftJoin(productTranslations, inEnglish)
        .where(and(...filtersOf(query)))
        .orderBy(order(column), order(products.id));
      return rows.map((row) => row.id);
    },

    async count(query: ProductFilters): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(and(...filtersOf(query)));
      return row?.n ?? 0;
    },

    /** A product's own columns, locked for the caller's transaction when `forUpdate`. */
    async row(id: string, tx: Db = db, forUpdate = false) {
      const query = tx.select().from(products).where(eq(products.id, id));
      const [row] = await (forUpdate ? query.for('no key update') : query);
      return row ?? null;
    },

    async texts(id: string, tx: Db = db) {
      return tx
        .select({
          locale: productTranslations.locale,
          name: productTranslations.name,
          description: productTranslations.description,
        })
        .from(productTranslations)
        .where(eq(productTranslations.productId, id));
    },

    async attributeValueIds(id: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ id: productAttributeValues.attributeValueId })
        .from(productAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
        .where(eq(productAttributeValues.productId, id))
        .orderBy(asc(attributeValues.attributeId), asc(attributeValues.position));
      return rows.map((row) => row.id);
    },

    options: (id: string, tx: Db = db) => optionsOf(tx, id),

    /** A product's variants, the implicit one among them. */
    variants: (id: string, tx: Db = db) => variantsOf(tx, id),

    addMissingVariants,
    skuHeld,

    /** A combination's supplement, following its values' when staff change them on the form. */
    async setVariantPriceDelta(tx: Db, variantId: string, priceDelta: number): Promise<void> {
      await tx
        .update(productVariants)
        .set({ priceDelta, updatedAt: sql`now()` })
        .where(eq(productVariants.id, variantId));
    },

    async oldSlugs(id: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ slug: productSlugRedirects.slug })
        .from(productSlugRedirects)
        .where(eq(productSlugRedirects.productId, id))
        .orderBy(desc(productSlugRedirects.createdAt));
      return rows.map((row) => row.slug);
    },

    async everOrdered(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ one: sql`1` })
        .from(orderLines)
        .where(eq(orderLines.productId, id))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of the ids name a category, a collection, filter values (each set of those found). */
    async existing(
      tx: Db,
      ids: { categoryId: string; collectionId: string | null; values: string[] },
    ) {
      const [category, collection, values] = await inTurn([
        tx.select({ id: categories.id }).from(categories).where(eq(categories.id, ids.categoryId)),
        ids.collectionId
          ? tx
              .select({ id: collections.id })
              .from(collections)
              .where(eq(collections.id, ids.collectionId))
          : Promise.resolve([]),
        ids.values.length
          ? tx
              .select({ id: attributeValues.id })
              .from(attributeValues)
              .where(inArray(attributeValues.id, ids.values))
          : Promise.resolve([]),
      ]);
      return {
        category: category.length > 0,
        collection: collection.length > 0,
        values: new Set(values.map((row) => row.id)),
      };
    },

    /** Whether another product has the SKU (case-insensitive) or has or had the slug. */
    async taken(
      tx: Db,
      { sku, slug, except }: { sku: string; slug: string; except: string | null },
    ) {
      const other = except ? ne(products.id, except) : undefined;
      const [skuRows, slugRows, redirectRows] = await inTurn([
        tx
          .select({ id: products.id })
          .from(products)
          .where(and(sql`lower(${products.sku}) = lower(${sku})`, other)),
        tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.slug, slug), other)),
        tx
          .select({ id: productSlugRedirects.productId })
          .from(productSlugRedirects)
          .where(
            and(
              eq(productSlugRedirects.slug, slug),
              except ? ne(productSlugRedirects.productId, except) : undefined,
            ),
          ),
      ]);
      return { sku: skuRows.length > 0, slug: slugRows.length + redirectRows.length > 0 };
    },

    /** Slugs starting with `base` that a product has or had: to make a free one. */
    async slugsLike(tx: Db, base: string): Promise<Set<string>> {
      const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [own, old] = await inTurn([
        tx
          .select({ slug: products.slug })
          .from(products)
          .where(sql`${products.slug} like ${pattern}`),
        tx
          .select({ slug: productSlugRedirects.slug })
          .from(productSlugRedirects)
          .where(sql`${productSlugRedirects.slug} like ${pattern}`),
      ]);
      return new Set([...own, ...old].map((row) => row.slug ?? ''));
    },

    async skusLike(tx: Db, base: string): Promise<Set<string>> {
      const pattern = `${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await tx
        .select({ sku: products.sku })
        .from(products)
        .where(sql`lower(${products.sku}) like ${pattern}`);
      return new Set(rows.map((row) => row.sku.toLowerCase()));
    },

    async insert(
      tx: Db,
      row: ProductRow & { stock?: number; images?: string[]; media?: { file_url: string }[] },
    ) {
      const [created] = await tx.insert(products).values(row).returning({ id: products.id });
      if (!created) throw new Error('product not inserted');
      return created.id;
    },

    /** Writes the row and moves its version on; null when the version is no longer `version`. */
    async update(tx: Db, id: string, version: number, row: ProductRow) {
      const [updated] = await tx
        .update(products)
        .set({ ...row, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), eq(products.version, version)))
        .returning({ version: products.version });
      return updated ?? null;
    },

    /** The English text, and the French one when it has a name (else the shop falls back). */
    async writeTexts(
      tx: Db,
      id: string,
      name: LocalizedText,
      description: LocalizedText,
    ): Promise<void> {
      await tx.delete(productTranslations).where(eq(productTranslations.productId, id));
      await tx
        .insert(productTranslations)
        .values([
          { productId: id, locale: 'en', name: name.en, description: description.en },
          ...(name.fr
            ? [{ productId: id, locale: 'fr', name: name.fr, description: description.fr ?? '' }]
            : []),
        ]);
    },

    async writeAttributeValues(tx: Db, id: string, valueIds: readonly string[]): Promise<void> {
      await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
      if (valueIds.length)
        await tx
          .insert(productAttributeValues)
          .values(valueIds.map((attributeValueId) => ({ productId: id, attributeValueId })));
    },

    async writeOptions(tx: Db, id: string, options: readonly ProductOptionRow[]): Promise<void> {
      await tx.delete(productOptions).where(eq(productOptions.productId, id));
      for (const [position, option] of options.entries()) {
        const [row] = await tx
          .insert(productOptions)
          .values({ productId: id, code: option.code, name: option.name, position })
          .returning({ id: productOptions.id });
        if (!row) throw new Error('option not inserted');
        await tx
          .insert(productOptionValues)
          .values(
            option.values.map((value, index) => ({ optionId: row.id, ...value, position: index })),
          );
      }
    },

    /** The old slug now leads to this product; the new one stops being anyone's old slug. */
    async moveSlug(tx: Db, id: string, from: string | null, to: string): Promise<void> {
      await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, to));
      if (from && from !== to)
        await tx
          .insert(productSlugRedirects)
          .values({ slug: from, productId: id })
          .onConflictDoUpdate({ target: productSlugRedirects.slug, set: { productId: id } });
    },

    /** The pieces shown under a product, in the owner's order, with what the form shows of each. */
    async related(id: string, tx: Db = db) {
      return tx
        .select({
          id: products.id,
          name: englishName,
          sku: products.sku,
          status: products.status,
          image: sql<string | null>`${products.images}->>0`,
        })
        .from(productRelated)
        .innerJoin(products, eq(products.id, productRelated.relatedId))
        .leftJoin(productTranslations, inEnglish)
        .where(eq(productRelated.productId, id))
        .orderBy(asc(productRelated.position));
    },

    /** Which of the ids name a product. */
    async productsAmong(tx: Db, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async writeRelated(tx: Db, id: string, relatedIds: readonly string[]): Promise<void> {
      await tx.delete(productRelated).where(eq(productRelated.productId, id));
      if (relatedIds.length)
        await tx
          .insert(productRelated)
          .values(
            relatedIds.map((relatedId, position) => ({ productId: id, relatedId, position })),
          );
    },

    async hasPieces(tx: Db, id: string): Promise<boolean> {
      const rows = await tx
        .select({ one: sql`1` })
        .from(productPieces)
        .where(eq(productPieces.productId, id))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A copy shows the same pictures and films as its source: its own rows naming the same files
     * (a file goes only when no row names it), and the shop's columns made from them.
     */
    async copyMedia(tx: Db, from: string, to: string): Promise<void> {
      await tx.execute(sql`insert into media_assets (product_id, kind, position, alt, status,
          content_hash, source_key, content_type, byte_size, url, width, height, placeholder,
          versions, error)
        select ${to}, kind, position, alt, status, content_hash, source_key, content_type,
               byte_size, url, width, height, placeholder, versions, error
          from media_assets where product_id = ${from} and status = 'ready'`);
      await tx.execute(sql`update ${products} p set images = s.images, media = s.media
        from ${products} s where s.id = ${from} and p.id = ${to}`);
    },

    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(products).where(eq(products.id, id));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
