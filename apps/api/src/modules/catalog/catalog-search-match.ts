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
