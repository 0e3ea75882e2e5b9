import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { SearchTerm, TokenGroup } from './catalog-search-terms.ts';

/**
 * The SQL of a text search over `product_translations t`: which rows match a search term, and
 * how well (docs/decisions/0003). The product list filters and sorts with it; the search
 * module's in-process index (search-index.ts) is its twin for the search panel.
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
 * Matching translation rows with a relevance tier: 0 exact name, 1 name prefix; then every
 * typed word in the search text (name, category, collection, attributes): 2 each a whole word
 * of the name, 3 each starting a word of the name, 4 each a whole word of the text, 5 each
 * starting a word of the text, 6 anywhere inside words; 7 only through typo corrections. The
 * search panel's index ranks the same way (search-index.ts).
 */
export function matchCondition(term: SearchTerm): { where: SQL; tier: SQL } {
  const prefix = namePrefix(term);
  const literal = literalMatch(term.groups);
  const corrected = correctedMatch(term.groups);
  const name = sql`lower(t.name)`;
  const text = sql`lower(t.search_text)`;
  const wordTiers = literal
    ? sql`when ${everyWord(term.groups, name, true)} then 2
      when ${everyWord(term.groups, name, false)} then 3
      when ${everyWord(term.groups, text, true)} then 4
      when ${everyWord(term.groups, text, false)} then 5
      when ${literal} then 6`
    : sql``;
  return {
    where: sql`${inLanguage(term.lang)} and (${prefix}${literal ? sql` or (${literal})` : sql``}${
      corrected ? sql` or (${corrected})` : sql``
    })`,
    tier: sql`case when lower(t.name) = ${term.text} then 0 when ${prefix} then 1
      ${wordTiers} else 7 end`,
  };
}
