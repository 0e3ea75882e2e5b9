import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaAssets, products } from '../../db/schema/index.ts';

export type MediaRow = typeof mediaAssets.$inferSelect;
export type NewMediaRow = typeof mediaAssets.$inferInsert;

/** Drizzle queries of a product's photos and films. */
export const mediaRepository = {
  /** Locks the product's row for this transaction: its media writes take turns. */
  async lockProduct(tx: Db, productId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    return rows.length > 0;
  },

  async productExists(db: Db, productId: string): Promise<boolean> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    return rows.length > 0;
  },

  list: (db: Db, productId: string) =>
    db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.productId, productId))
      .orderBy(asc(mediaAssets.position), asc(mediaAssets.createdAt)),

  async get(db: Db, id: string): Promise<MediaRow | undefined> {
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    return row;
  },

  async nextPosition(tx: Db, productId: string): Promise<number> {
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${mediaAssets.position}) + 1, 0)::int` })
      .from(mediaAssets)
      .where(eq(mediaAssets.productId, productId));
    return row?.next ?? 0;
  },

  insert: (tx: Db, rows: NewMediaRow[]) => tx.insert(mediaAssets).values(rows).returning(),

  async update(tx: Db, id: string, set: Partial<NewMediaRow>): Promise<void> {
    await tx
      .update(mediaAssets)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(mediaAssets.id, id));
  },

  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
  },

  /** Whether another row (of any product) names its files by this hash. */
  async hashUsedElsewhere(tx: Db, hash: string, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.contentHash, hash), ne(mediaAssets.id, id)))
      .limit(1);
    return rows.length > 0;
  },

  /**
   * The product's `images` and `media` (what the shop reads, spec §3) from its ready rows, in
   * the back office's order: photos' largest WebP, films' files and Vimeo links, with the words
   * staff wrote for each.
   */
  async writeProductMedia(tx: Db, productId: string): Promise<void> {
    const rows = await mediaRepository.list(tx, productId);
    const ready = rows.filter((row) => row.status === 'ready' && row.url);
    await tx
      .update(products)
      .set({
        images: ready.filter((row) => row.kind === 'image').map((row) => row.url ?? ''),
        media: ready.map((row) => ({
          file_url: row.url ?? '',
          ...(row.alt.en || row.alt.fr ? { alt: row.alt } : {}),
        })),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
  },
};
