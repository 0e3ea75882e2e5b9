import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentBlocks, contentDrafts } from '../../db/schema/index.ts';

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

    async deleteDraft(tx: Db, page: string): Promise<void> {
      await tx.delete(contentDrafts).where(eq(contentDrafts.page, page));
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
