import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  ANY_WORD,
  holds,
  inLanguage,
  namePrefixMatches,
  tierWalk,
  WORD_TIERS,
  type WordMatch,
} from '../catalog/catalog-search-match.ts';
import type { TokenGroup } from '../catalog/catalog-search-terms.ts';

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Corrected matches are ranked within the first this-many-times `limit` in featured order. */
const CORRECTED_SAMPLE = 3;

const HOWS: readonly WordMatch[] = ['whole', 'start', 'inside'];

/** Per typed word, the closest the vocabulary comes to it (an index into HOWS), or -1 for none. */
export type Reach = number[];

/**
 * The search panel's queries: the steps of decision 0003 over the SQL the product list matches
 * with (catalog-search-match.ts), each asking only for as many products as the panel still
 * shows; and the typo corrections from the vocabulary.
 */
export function createSearchRepository(db: Db) {
  const ids = async (query: SQL) =>
    rowsOf<{ id: string }>(await db.execute(query)).map((row) => row.id);

  /**
   * How closely the vocabulary comes to each word, as an array column: an index into HOWS per
   * word, null when no word of the language holds it.
   */
  function reachOf(tokens: readonly string[], lang: Language): SQL {
    const closest = tokens.map(
      (token) => sql`(select min(case
        when ${holds(sql`w.word`, token, 'whole')} then 0
        when ${holds(sql`w.word`, token, 'start')} then 1 else 2 end)
        from search_words w where w.locale = ${lang} and ${holds(sql`w.word`, token, 'inside')})`,
    );
    return sql`array[${sql.join(closest, sql`, `)}]::int[]`;
  }

  const reachFrom = (closest: readonly (number | null)[]): Reach => closest.map((how) => how ?? -1);

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
                 and length(w.word) >= 2 and w.word !~ '[0-9]'
               order by similarity(w.word, tok) desc, w.word
               limit 1) c`),
      );
      return new Map(rows.map((row) => [row.token, row.word]));
    },

    /**
     * Active products whose name starts with the text, in name order (so the exact name first;
     * the same name by id); and, in the same query, how closely the vocabulary comes to `words`
     * (for `wordMatches`).
     */
    async prefixMatches(
      text: string,
      lang: Language,
      limit: number,
      words: readonly string[] = [],
    ): Promise<{ ids: string[]; reach: Reach }> {
      const [row] = rowsOf<{ ids: string[]; reach: (number | null)[] }>(
        await db.execute(sql`select array(${namePrefixMatches(lang, text, limit)}) as ids,
          ${words.length ? reachOf(words, lang) : sql`array[]::int[]`} as reach`),
      );
      return { ids: row?.ids ?? [], reach: reachFrom(row?.reach ?? []) };
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
      known?: Reach,
    ): Promise<string[]> {
      const tokens = groups.map((g) => g.token);
      if (tokens.length === 0) return [];
      const reach =
        known ??
        reachFrom(
          rowsOf<{ reach: (number | null)[] }>(
            await db.execute(sql`select ${reachOf(tokens, lang)} as reach`),
          )[0]?.reach ?? [],
        );
      if (reach.includes(-1)) return [];
      // A tier asking for a closer hold than the vocabulary has for some word is empty.
      const closest = Math.max(...reach);
      const found: string[] = [];
      for (const tier of WORD_TIERS) {
        if (found.length >= limit) break;
        if (HOWS.indexOf(tier.how) < closest) continue;
        const walk = tierWalk(lang, tokens, tier, limit - found.length, [...exclude, ...found]);
        if (walk) found.push(...(await ids(walk)));
      }
      return found;
    },

    /**
     * Products holding every corrected word, leaving out `exclude`: from a bounded sample (the
     * first `limit * 3` in featured order), those naming the first word first, then shorter
     * names.
     */
    async correctedMatches(
      words: readonly string[],
      lang: Language,
      limit: number,
      exclude: readonly string[],
    ): Promise<string[]> {
      const first = words[0];
      const sample = tierWalk(lang, words, ANY_WORD, limit * CORRECTED_SAMPLE, exclude);
      if (first === undefined || !sample) return [];
      return ids(sql`select c.id from (${sample}) c
        join product_translations t on t.product_id = c.id and ${inLanguage(lang)}
        order by case when strpos(lower(t.name), ${first}) > 0 then 0 else 1 end,
          length(t.name), c.id
        limit ${limit}`);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
