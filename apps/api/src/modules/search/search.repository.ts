import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { IndexRow } from './search-index.ts';
import type { SearchTerm, TokenGroup } from './search-terms.ts';

export type { SearchTerm } from './search-terms.ts';

/** Escapes LIKE's metacharacters so user text matches literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Translation rows `t` in the request's language, or English rows of products without that language. */
export function inLanguage(lang: Language): SQL {
  if (lang === 'en') return sql`t.locale = 'en'`;
  return sql`(t.locale = ${lang} or (t.locale = 'en' and not exists (
    select 1 from product_translations own where own.product_id = t.product_id and own.locale = ${lang})))`;
}

const contains = (word: string) => sql`t.search_text ilike ${`%${escapeLike(word)}%`} escape '\\'`;
const namePrefix = (term: SearchTerm) =>
  sql`lower(t.name) like ${`${escapeLike(term.text)}%`} escape '\\'`;

/** Every typed word is in the search text (served by the search_text trigram index). */
export function literalMatch(groups: readonly TokenGroup[]): SQL | null {
  return groups.length
    ? sql.join(
        groups.map((g) => contains(g.token)),
        sql` and `,
      )
    : null;
}

/** Every typed word's closest vocabulary word is in the search text; null when nothing was corrected. */
export function correctedMatch(groups: readonly TokenGroup[]): SQL | null {
  if (!groups.some((g) => g.correction !== g.token)) return null;
  return sql.join(
    groups.map((g) => contains(g.correction)),
    sql` and `,
  );
}

/**
 * Matching translation rows with a relevance tier: 0 exact name, 1 name prefix, 2 every word in
 * the search text (name, category, collection, attributes), 3 only through typo corrections.
 */
export function matchCondition(term: SearchTerm): { where: SQL; tier: SQL } {
  const prefix = namePrefix(term);
  const literal = literalMatch(term.groups);
  const corrected = correctedMatch(term.groups);
  return {
    where: sql`${inLanguage(term.lang)} and (${prefix}${literal ? sql` or (${literal})` : sql``}${
      corrected ? sql` or (${corrected})` : sql``
    })`,
    tier: sql`case when lower(t.name) = ${term.text} then 0 when ${prefix} then 1
      ${literal ? sql`when ${literal} then 2` : sql``} else 3 end`,
  };
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
