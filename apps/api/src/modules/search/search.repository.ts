import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  ANY_WORD,
  inLanguage,
  WORD_TIERS,
  type WordTier,
} from '../catalog/catalog-search-match.ts';
import { namePrefixMatches, rankHolders, tierCounts, tierWalk } from './search-steps.ts';
import type { TokenGroup } from '../catalog/catalog-search-terms.ts';

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Corrected matches are ranked within the first this-many-times `limit` in featured order. */
const CORRECTED_SAMPLE = 3;
/** How many products of each matching word a walk reads for each product it still needs. */
const WALK_BUDGET = 16;
/**
 * Up to this many products holding every word are ordered at once rather than walked: ranking
 * them by tier reads each one's words, ordering them by the featured order does not.
 */
const RANK_AT_ONCE = { byTier: 100, featured: 1000 };

/** Per typed word, per tier of WORD_TIERS, how many products hold it so (0: none). */
export type TierCounts = number[][];

type Walked = { ids: string[]; cut: boolean };

/** The words, those with the lowest count first. */
const byCount = (words: readonly string[], count: (i: number) => number) =>
  words
    .map((word, i) => ({ word, n: count(i) }))
    .sort((a, b) => a.n - b.n)
    .map((w) => w.word);

/**
 * The search panel's queries: the steps of decision 0003 (search-steps.ts, over the tiers the
 * product list ranks with), each asking only for as many products as the panel still shows; and
 * the typo corrections from the vocabulary.
 */
export function createSearchRepository(db: Db) {
  const one = async <T>(query: SQL): Promise<T | undefined> =>
    rowsOf<T>(await db.execute(query))[0];

  /**
   * The products in `tier` for every word, featured first, at most `limit`: a walk; where the
   * words are each common but rarely together, the few products holding them all, ranked at once
   * (`rest`: every later tier is answered too). `many`, once set, says there are too many of
   * those to rank: the walk then goes on without a budget.
   */
  async function inTier(
    lang: Language,
    tokens: readonly string[],
    tier: WordTier,
    limit: number,
    exclude: readonly string[],
    byTier: boolean,
    many: { holders: boolean },
  ): Promise<{ ids: string[]; rest: boolean }> {
    const walk = async (budget?: number) =>
      (await one<Walked>(tierWalk(lang, tokens, tier, limit, exclude, budget))) ?? {
        ids: [],
        cut: false,
      };
    if (many.holders) return { ids: (await walk()).ids, rest: false };
    const walked = await walk(limit * WALK_BUDGET);
    if (!walked.cut || walked.ids.length >= limit) return { ids: walked.ids, rest: false };
    const cap = byTier ? RANK_AT_ONCE.byTier : RANK_AT_ONCE.featured;
    const ranked = await one<{ ids: string[]; n: number }>(
      rankHolders(lang, tokens, limit, exclude, cap, byTier),
    );
    if (ranked && ranked.n <= cap) return { ids: ranked.ids, rest: true };
    many.holders = true;
    return { ids: (await walk()).ids, rest: false };
  }

  /** The words, those fewest products hold anywhere first (a query for two words or more). */
  async function rarestAnywhereFirst(words: readonly string[], lang: Language) {
    if (words.length < 2) return [...words];
    const counts =
      (await one<{ counts: TierCounts }>(sql`select ${tierCounts(lang, words)} as counts`))
        ?.counts ?? [];
    const anyWord = WORD_TIERS.indexOf(ANY_WORD);
    return byCount(words, (i) => counts[i]?.[anyWord] ?? 0);
  }

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
     * the same name by id); and, in the same query, the tier counts of `words` (for
     * `wordMatches`).
     */
    async prefixMatches(
      text: string,
      lang: Language,
      limit: number,
      words: readonly string[] = [],
    ): Promise<{ ids: string[]; counts: TierCounts }> {
      const row = await one<{ ids: string[]; counts: TierCounts | null }>(
        sql`select array(${namePrefixMatches(lang, text, limit)}) as ids,
          ${words.length ? tierCounts(lang, words) : sql`null::int[]`} as counts`,
      );
      return { ids: row?.ids ?? [], counts: row?.counts ?? [] };
    },

    /**
     * Products holding every word, leaving out `exclude`: the best word tier first, in featured
     * order within a tier. A tier is asked for only while the page is not full, and not at all
     * when some word is in no product that way (`counts`, read here unless given).
     */
    async wordMatches(
      groups: readonly TokenGroup[],
      lang: Language,
      limit: number,
      exclude: readonly string[],
      known?: TierCounts,
    ): Promise<string[]> {
      const tokens = groups.map((g) => g.token);
      if (tokens.length === 0) return [];
      const counts =
        known ??
        (await one<{ counts: TierCounts }>(sql`select ${tierCounts(lang, tokens)} as counts`))
          ?.counts ??
        [];
      const found: string[] = [];
      const many = { holders: false };
      for (const [i, tier] of WORD_TIERS.entries()) {
        if (found.length >= limit) break;
        const inProducts = (t: number) => counts[t]?.[i] ?? 0;
        if (tokens.some((_, t) => inProducts(t) === 0)) continue;
        const rarestFirst = byCount(tokens, inProducts);
        const next = await inTier(
          lang,
          rarestFirst,
          tier,
          limit - found.length,
          [...exclude, ...found],
          true,
          many,
        );
        found.push(...next.ids);
        if (next.rest) break;
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
      if (first === undefined) return [];
      const size = limit * CORRECTED_SAMPLE;
      const rarestFirst = await rarestAnywhereFirst(words, lang);
      const ranked = (sample: SQL) =>
        sql`array(select t.product_id from product_translations t
          where t.product_id = any(${sample}::uuid[]) and ${inLanguage(lang)}
          order by case when strpos(lower(t.name), ${first}) > 0 then 0 else 1 end,
            length(t.name), t.product_id
          limit ${limit})`;
      // Usually one query: the sample's walk and its ranking.
      const walk = tierWalk(lang, rarestFirst, ANY_WORD, size, exclude, size * WALK_BUDGET);
      const walked = await one<{ ids: string[]; sampled: number; cut: boolean }>(
        sql`with w as materialized (${walk})
          select ${ranked(sql`(select ids from w)`)} as ids,
            (select cardinality(ids) from w)::int as sampled, (select cut from w) as cut`,
      );
      if (!walked || !walked.cut || walked.sampled >= size) return walked?.ids ?? [];
      // The walk gave up: the products holding every word in featured order, or a whole walk.
      const cap = RANK_AT_ONCE.featured;
      const held = await one<{ ids: string[]; n: number }>(
        rankHolders(lang, rarestFirst, size, exclude, cap, false),
      );
      const sample =
        held && held.n <= cap
          ? held.ids
          : ((await one<Walked>(tierWalk(lang, rarestFirst, ANY_WORD, size, exclude)))?.ids ?? []);
      const row = await one<{ ids: string[] }>(
        sql`select ${ranked(sql`${`{${sample.join(',')}}`}`)} as ids`,
      );
      return row?.ids ?? [];
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
