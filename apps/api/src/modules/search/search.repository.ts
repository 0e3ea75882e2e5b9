import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  containsEvery,
  inLanguage,
  literalMatch,
  namePrefix,
  wordTiers,
} from '../catalog/catalog-search-match.ts';
import type { TokenGroup } from '../catalog/catalog-search-terms.ts';

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const FEATURED = sql`p.featured_rank asc nulls last, p.created_at desc nulls last, p.id`;

/** Corrected matches are ranked within the first this-many-times `limit` in featured order. */
const CORRECTED_SAMPLE = 3;

/**
 * Active products' translation rows `t` (joined with `p`) in the language, meeting `condition`,
 * leaving out the products already found.
 */
function candidates(lang: Language, condition: SQL, exclude: readonly string[]): SQL {
  const excluded = exclude.length
    ? sql`and t.product_id <> all(${`{${exclude.join(',')}}`}::uuid[])`
    : sql``;
  return sql`from product_translations t join products p on p.id = t.product_id and p.is_active
    where ${inLanguage(lang)} and ${condition} ${excluded}`;
}

/**
 * The search panel's queries: each step of decision 0003 over the same conditions the product
 * list matches with (catalog-search-match.ts), asked for only as many products as the panel
 * still needs; and the typo corrections from the vocabulary.
 */
export function createSearchRepository(db: Db) {
  const ids = async (query: SQL) =>
    rowsOf<{ id: string }>(await db.execute(query)).map((row) => row.id);

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
     * Products whose name starts with the text, in name order (so the exact name first; the same
     * name by id). Ordered by the `lower(name)` index's own operator, so the index walk is the
     * order and the walk stops at `limit`.
     */
    prefixMatches(text: string, lang: Language, limit: number): Promise<string[]> {
      return ids(sql`select t.product_id as id ${candidates(lang, namePrefix(text), [])}
        order by lower(t.name) using ~<~, t.product_id limit ${limit}`);
    },

    /**
     * Products holding every word, leaving out `exclude`: the best word tier first, in featured
     * order within a tier. A tier is asked for only while the page is not full.
     */
    async wordMatches(
      groups: readonly TokenGroup[],
      lang: Language,
      limit: number,
      exclude: readonly string[],
    ): Promise<string[]> {
      const literal = literalMatch(groups);
      const found: string[] = [];
      if (!literal) return found;
      for (const tier of wordTiers(groups)) {
        if (found.length >= limit) break;
        const condition = sql`${literal} and ${tier}`;
        found.push(
          ...(await ids(sql`select t.product_id as id
            ${candidates(lang, condition, [...exclude, ...found])}
            order by ${FEATURED} limit ${limit - found.length}`)),
        );
      }
      return found;
    },

    /**
     * Products holding every corrected word, leaving out `exclude`: from a bounded sample (the
     * first `limit * 3` in featured order), those naming the first word first, then shorter
     * names.
     */
    correctedMatches(
      words: readonly string[],
      lang: Language,
      limit: number,
      exclude: readonly string[],
    ): Promise<string[]> {
      const first = words[0];
      const all = containsEvery(words);
      if (first === undefined || !all) return Promise.resolve([]);
      return ids(sql`select s.id from (
          select t.product_id as id, t.name ${candidates(lang, all, exclude)}
           order by ${FEATURED} limit ${limit * CORRECTED_SAMPLE}) s
        order by case when strpos(lower(s.name), ${first}) > 0 then 0 else 1 end,
          length(s.name), s.id
        limit ${limit}`);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
