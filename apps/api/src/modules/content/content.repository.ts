import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { contentBlocks, siteSettings } from '../../db/schema/index.ts';

/** Content reads: named blocks per language, and the site settings. */
export function createContentRepository(db: Db) {
  return {
    /** The block's data in `lang`, else in English; undefined when there is no such block. */
    async block(name: string, lang: Language): Promise<{ data: unknown } | undefined> {
      const rows = await db
        .select({ locale: contentBlocks.locale, data: contentBlocks.data })
        .from(contentBlocks)
        .where(
          and(
            eq(contentBlocks.name, name),
            inArray(contentBlocks.locale, [...new Set([lang, 'en'])]),
          ),
        );
      const row = rows.find((r) => r.locale === lang) ?? rows.find((r) => r.locale === 'en');
      return row ? { data: row.data } : undefined;
    },

    settings() {
      return db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
