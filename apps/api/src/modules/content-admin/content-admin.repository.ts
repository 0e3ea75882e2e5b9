import type { ContentPicture } from '@aurelle/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  contentBlocks,
  contentDrafts,
  mediaAssets,
  products,
  productTranslations,
} from '../../db/schema/index.ts';

/** How many of the library's pictures the hero's dialog lists. */
const PICTURES_LISTED = 200;

/** A saved draft: the page's content as stored, who saved it and when. */
export type StoredDraft = { data: unknown; savedBy: string | null; updatedAt: Date };

/** The content the back office edits: published blocks per language, and pages' drafts. */
export function createContentAdminRepository(db: Db) {
  return {
    /** The stored data of each of `names` in each of `locales`, keyed `name|locale`. */
    async blocks(
      names: readonly string[],
      locales: readonly string[],
      tx: Db = db,
    ): Promise<Map<string, unknown>> {
      const rows = await tx
        .select({
          name: contentBlocks.name,
          locale: contentBlocks.locale,
          data: contentBlocks.data,
        })
        .from(contentBlocks)
        .where(
          and(inArray(contentBlocks.name, [...names]), inArray(contentBlocks.locale, [...locales])),
        );
      return new Map(rows.map((row) => [`${row.name}|${row.locale}`, row.data]));
    },

    /** Writes a block in one language; the table's trigger moves the `catalog` counter at commit. */
    async setBlock(tx: Db, name: string, locale: string, data: unknown): Promise<void> {
      await tx
        .insert(contentBlocks)
        .values({ name, locale, data })
        .onConflictDoUpdate({
          target: [contentBlocks.name, contentBlocks.locale],
          set: { data, updatedAt: sql`now()` },
        });
    },

    /** A page's draft; `lock` holds its row until the transaction ends (publishing). */
    async draft(page: string, tx: Db = db, lock = false): Promise<StoredDraft | undefined> {
      const query = tx
        .select({
          data: contentDrafts.data,
          savedBy: contentDrafts.savedBy,
          updatedAt: contentDrafts.updatedAt,
        })
        .from(contentDrafts)
        .where(eq(contentDrafts.page, page));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async saveDraft(tx: Db, page: string, data: unknown, savedBy: string | null, at: Date) {
      await tx
        .insert(contentDrafts)
        .values({ page, data, savedBy, updatedAt: at })
        .onConflictDoUpdate({ target: contentDrafts.page, set: { data, savedBy, updatedAt: at } });
    },

    /** Drops a page's draft; whether there was one. */
    async deleteDraft(tx: Db, page: string): Promise<boolean> {
      const gone = await tx
        .delete(contentDrafts)
        .where(eq(contentDrafts.page, page))
        .returning({ page: contentDrafts.page });
      return gone.length > 0;
    },

    /** Every category's slug and English name, in the catalogue's order. */
    async categories(tx: Db = db): Promise<{ slug: string; name: string }[]> {
      const rows = await tx
        .select({ slug: categories.slug, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.slug));
      return rows.map((row) => ({ slug: row.slug, name: row.name.en || row.slug }));
    },

    /** The products with these SKUs: id, English name, status and first picture. */
    async pieces(skus: readonly string[], tx: Db = db) {
      if (skus.length === 0) return [];
      return tx
        .select({
          id: products.id,
          sku: products.sku,
          name: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
          status: products.status,
          image: sql<string | null>`${products.images} ->> 0`,
        })
        .from(products)
        .leftJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')),
        )
        .where(inArray(products.sku, [...new Set(skus)]));
    },

    /** Those of `skus` that no product has, in their order. */
    async missingSkus(skus: readonly string[], tx: Db = db): Promise<string[]> {
      if (skus.length === 0) return [];
      const rows = await tx
        .select({ sku: products.sku })
        .from(products)
        .where(inArray(products.sku, [...new Set(skus)]));
      const known = new Set(rows.map((row) => row.sku));
      return skus.filter((sku) => !known.has(sku));
    },

    /**
     * The library's pictures, newest first: the shop's own (whatever their state, so the back
     * office sees one being made), then products' ready photos with their product's name.
     */
    async pictures(tx: Db = db): Promise<ContentPicture[]> {
      const own = await tx
        .select({
          id: mediaAssets.id,
          url: mediaAssets.url,
          alt: mediaAssets.alt,
          status: mediaAssets.status,
        })
        .from(mediaAssets)
        .where(and(isNull(mediaAssets.productId), eq(mediaAssets.kind, 'image')))
        .orderBy(desc(mediaAssets.createdAt), asc(mediaAssets.id))
        .limit(PICTURES_LISTED);
      const photos = await tx
        .select({
          id: mediaAssets.id,
          url: mediaAssets.url,
          alt: mediaAssets.alt,
          productName: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
        })
        .from(mediaAssets)
        .innerJoin(products, eq(products.id, mediaAssets.productId))
        .leftJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')),
        )
        .where(and(eq(mediaAssets.kind, 'image'), eq(mediaAssets.status, 'ready')))
        .orderBy(desc(mediaAssets.createdAt), asc(mediaAssets.id))
        .limit(PICTURES_LISTED - own.length);
      return [
        ...own.map((row) => ({
          id: row.id,
          url: row.status === 'ready' ? row.url : null,
          alt: row.alt.en ?? '',
          productName: null,
          status: row.status,
        })),
        ...photos.flatMap((row) =>
          row.url
            ? [
                {
                  id: row.id,
                  url: row.url,
                  alt: row.alt.en ?? '',
                  productName: row.productName,
                  status: 'ready' as const,
                },
              ]
            : [],
        ),
      ];
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
