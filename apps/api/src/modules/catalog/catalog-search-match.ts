import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { SearchTerm, TokenGroup } from './catalog-search-terms.ts';

/**
 * The SQL of a text search (docs/decisions/0003): which products match a search term, and how
 * well. A typed word matches a word of a product whole, as its start or inside it, in the name or
 * anywhere in the search text. `search_postings` gives a word's products in featured order and a
 * product's own words; the search_text trigram index gives the set of products holding every
 * word. The product list filters and sorts with `matchCondition`; the search panel takes the same
 * tiers one at a time (search/search-steps.ts).
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

/** The name of `t` starts with the typed text (served by the `lower(name)` index). */
const namePrefix = (text: string) => sql`lower(t.name) like ${`${escapeLike(text)}%`} escape '\\'`;

/**
 * The search text of `t` holds every word (served by the search_text trigram index, which
 * intersects common words quickly); null for no word. The same condition as `ANY_WORD`'s postings.
 */
export function containsEvery(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  return sql.join(
    words.map((word) => sql`t.search_text ilike ${`%${escapeLike(word)}%`} escape '\\'`),
    sql` and `,
  );
}

/** How a product's word holds a typed word; each includes the ones before it. */
export type WordMatch = 'whole' | 'start' | 'inside';

/** A word tier: every typed word is held, as `how` says, by a word of the name or of the text. */
export type WordTier = { field: 'name' | 'text'; how: WordMatch };

/** The loosest tier, which every matching product is in: every word inside a word of the text. */
export const ANY_WORD: WordTier = { field: 'text', how: 'inside' };

/**
 * The word tiers, best first: every typed word is a whole word of the name; starts a word of the
 * name; is a whole word of the text (name, SKU, category, collection, attribute labels); starts a
 * word of the text; is inside a word of the text. Exact name and name prefix rank above them,
 * typo corrections below; within a tier, the featured order.
 */
export const WORD_TIERS: readonly WordTier[] = [
  { field: 'name', how: 'whole' },
  { field: 'name', how: 'start' },
  { field: 'text', how: 'whole' },
  { field: 'text', how: 'start' },
  ANY_WORD,
];

/** `word` (a lower-case word) holds `token` as `how`. */
export function holds(word: SQL, token: string, how: WordMatch): SQL {
  if (how === 'whole') return sql`${word} = ${token}`;
  const pattern = `${how === 'start' ? '' : '%'}${escapeLike(token)}%`;
  return sql`${word} like ${pattern} escape '\\'`;
}

/**
 * The words of the language's texts holding `token` as `how`, as a one-column subquery. Words
 * holding it only partly are found in the vocabulary, through its trigram index.
 */
export function wordsHolding(lang: Language, token: string, how: WordMatch): SQL {
  if (how === 'whole') return sql`select ${token}::text as word`;
  return sql`select w.word from search_words w where w.locale = ${lang} and ${holds(sql`w.word`, token, how)}`;
}

/** Active products a word of whose field holds `token` as the tier asks, as a subquery of ids. */
function productsHolding(lang: Language, token: string, tier: WordTier): SQL {
  return sql`select sp.product_id from search_postings sp
    where sp.lang = ${lang} and sp.field = ${tier.field} and sp.is_active
      and sp.word in (${wordsHolding(lang, token, tier.how)})`;
}

/** Active products in the tier for every word, as a subquery of ids; null for no word. */
function productsInTier(lang: Language, tokens: readonly string[], tier: WordTier): SQL | null {
  if (tokens.length === 0) return null;
  return sql.join(
    tokens.map((token) => sql`(${productsHolding(lang, token, tier)})`),
    sql` intersect `,
  );
}

const changed = (groups: readonly TokenGroup[]) => groups.some((g) => g.correction !== g.token);

/**
 * Matching translation rows with a relevance tier: 0 exact name, 1 name prefix, then the word
 * tiers (`WORD_TIERS`, 2 to 6), 7 only through typo corrections.
 */
export function matchCondition(term: SearchTerm): { where: SQL; tier: SQL } {
  const { lang } = term;
  const prefix = namePrefix(term.text);
  const tokens = term.groups.map((g) => g.token);
  const literal = containsEvery(tokens);
  const corrected = changed(term.groups)
    ? containsEvery(term.groups.map((g) => g.correction))
    : null;
  const wordCases = WORD_TIERS.map((tier, i) => {
    const inTier = productsInTier(lang, tokens, tier);
    return inTier ? sql`when t.product_id in (${inTier}) then ${sql.raw(String(i + 2))}` : sql``;
  });
  return {
    where: sql`${inLanguage(lang)} and (${prefix}${literal ? sql` or (${literal})` : sql``}${
      corrected ? sql` or (${corrected})` : sql``
    })`,
    tier: sql`case when lower(t.name) = ${term.text} then 0 when ${prefix} then 1
      ${sql.join(wordCases, sql` `)} else 7 end`,
  };
}
