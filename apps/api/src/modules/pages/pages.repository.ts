import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language, PageTexts } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';

export type StoredPage = PageTexts & { locale: string; updatedAt: Date };

/** The informational pages' rows: one per page and language. */
export function createPagesRepository(db: Db) {
  const columns = {
    locale: pages.locale,
    eyebrow: pages.eyebrow,
    title: pages.title,
    lede: pages.lede,
    body: pages.body,
    updatedAt: pages.updatedAt,
  };
  return {
    /** The page's rows in `languages` (a language without a row is absent). */
    async page(slug: string, languages: readonly Language[], tx: Db = db): Promise<StoredPage[]> {
      return tx
        .select(columns)
        .from(pages)
        .where(and(eq(pages.slug, slug), inArray(pages.locale, [...languages])));
    },

    /** Every page's English title and its latest save. */
    async list(tx: Db = db) {
      return tx
        .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
        .from(pages)
        .where(eq(pages.locale, 'en'));
    },

    /** Writes one language's texts; the table's trigger moves the `catalog` counter at commit. */
    async save(tx: Db, slug: string, locale: Language, texts: PageTexts): Promise<void> {
      await tx
        .insert(pages)
        .values({ slug, locale, ...texts })
        .onConflictDoUpdate({
          target: [pages.slug, pages.locale],
          set: { ...texts, updatedAt: sql`now()` },
        });
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
