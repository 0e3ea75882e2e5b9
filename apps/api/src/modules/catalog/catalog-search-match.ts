import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { SearchTerm, TokenGroup } from './catalog-search-terms.ts';

/**
 * The SQL of a text search over `product_translations t`: which rows match a search term, and
 * how well (docs/decisions/0003). The product list filters and sorts with it, and the search
 * panel (search.repository.ts) takes the same steps one tier at a time.
 */

/** Escapes LIKE's metacharacters so user text matches literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Translation rows `t` in the request's language, or English rows of products without that language. */
export function inLanguage(lang: Language): SQL {
  if (lang === 'en') return sql`t.locale = 'en'`;
  return sql`(t.locale = ${lang} or (t.locale = 'en' and not exists (
    select 1 from product_translations own where own.product_id = t.product_id and own.locale = ${lang})))`;
}

const contains = (word: string) => sql`t.search_text ilike ${`%${escapeLike(word)}%`} escape '\\'`;

/** The name starts with the typed text (served by the `lower(name)` index). */
export const namePrefix = (text: string) =>
  sql`lower(t.name) like ${`${escapeLike(text)}%`} escape '\\'`;

/** Every word is in the search text (served by the search_text trigram index); null for none. */
export function containsEvery(words: readonly string[]): SQL | null {
  return words.length
    ? sql.join(
        words.map((word) => contains(word)),
        sql` and `,
      )
    : null;
}

/** Every typed word is in the search text. */
export function literalMatch(groups: readonly TokenGroup[]): SQL | null {
  return containsEvery(groups.map((g) => g.token));
}

/** Every typed word's closest vocabulary word is in the search text; null when nothing was corrected. */
export function correctedMatch(groups: readonly TokenGroup[]): SQL | null {
  if (!groups.some((g) => g.correction !== g.token)) return null;
  return containsEvery(groups.map((g) => g.correction));
}

/** A character between words: WORD_SEPARATORS (catalog-search-terms.ts) as a regex class. */
const WORD_EDGE = `[[:space:],.;:!?()/"'-]`;

/** Escapes regular-expression metacharacters so user text matches literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
}

/** Every typed word is a whole word of `column`, or (`whole` false) starts one. */
function everyWord(groups: readonly TokenGroup[], column: SQL, whole: boolean): SQL {
  const end = whole ? `($|${WORD_EDGE})` : '';
  return sql.join(
    groups.map((g) => sql`${column} ~ ${`(^|${WORD_EDGE})${escapeRegex(g.token)}${end}`}`),
    sql` and `,
  );
}

/**
 * The word tiers, best first: every typed word is 2 a whole word of the name, 3 the start of a
 * word of the name, 4 a whole word of the text (name, SKU, category, collection, attributes), 5
 * the start of a word of the text, 6 anywhere inside words (`literalMatch`). Each tier holds the
 * ones above it; none when there is no word.
 */
export function wordTiers(groups: readonly TokenGroup[]): SQL[] {
  const literal = literalMatch(groups);
  if (!literal) return [];
  const name = sql`lower(t.name)`;
  const text = sql`lower(t.search_text)`;
  return [
    everyWord(groups, name, true),
    everyWord(groups, name, false),
    everyWord(groups, text, true),
    everyWord(groups, text, false),
    literal,
  ];
}

/** The first word tier's number: 0 and 1 are the exact name and a name prefix. */
const FIRST_WORD_TIER = 2;

/**
 * Matching translation rows with a relevance tier: 0 exact name, 1 name prefix, then the word
 * tiers (`wordTiers`), 7 only through typo corrections.
 */
export function matchCondition(term: SearchTerm): { where: SQL; tier: SQL } {
  const prefix = namePrefix(term.text);
  const literal = literalMatch(term.groups);
  const corrected = correctedMatch(term.groups);
  const wordCases = sql.join(
    wordTiers(term.groups).map(
      (condition, i) => sql`when ${condition} then ${sql.raw(String(FIRST_WORD_TIER + i))}`,
    ),
    sql` `,
  );
  return {
    where: sql`${inLanguage(term.lang)} and (${prefix}${literal ? sql` or (${literal})` : sql``}${
      corrected ? sql` or (${corrected})` : sql``
    })`,
    tier: sql`case when lower(t.name) = ${term.text} then 0 when ${prefix} then 1
      ${wordCases} else 7 end`,
  };
}
