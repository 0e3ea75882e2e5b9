import { sql } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { IndexRow } from './search-index.ts';
import { inLanguage } from '../catalog/catalog-search-match.ts';

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Search queries: typo corrections from the vocabulary, and the rows of the search index. */
export function createSearchRepository(db: Db) {
  return {
    /** The closest vocabulary word per typed word (pg_trgm similarity ≥ 0.3), the word itself when known. */
    async corrections(tokens: readonly string[], lang: Language): Promise<Map<string, string>> {
      if (tokens.length === 0) return new Map();
      const rows = rowsOf<{ token: string; word: string }>(
        await db.execute(sql`
          select tok as token, c.word
            from unnest(array[${sql.join(
              tokens.map((t) => sql`${t}`),
              sql`, `,
            )}]::text[]) as tok
            cross join lateral (
              select w.word from search_words w
               where w.locale in (${lang}, 'en') and w.word % tok
               order by similarity(w.word, tok) desc, w.word
               limit 1) c`),
      );
      return new Map(rows.map((row) => [row.token, row.word]));
    },

    /**
     * Every active product's name and search text in the language (English for products without
     * it), in the featured order: the rows of the in-process search index (search-index.ts).
     */
    async indexRows(lang: Language): Promise<IndexRow[]> {
      return rowsOf<IndexRow>(
        await db.execute(sql`
          select t.product_id as id, t.name, t.search_text as "searchText"
            from product_translations t join products p on p.id = t.product_id and p.is_active
           where ${inLanguage(lang)}
           order by p.featured_rank asc nulls last, p.created_at desc nulls last, p.id`),
      );
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
