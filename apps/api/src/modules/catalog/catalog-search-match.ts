import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import type { SearchTerm, TokenGroup } from './catalog-search-terms.ts';

/**
 * The SQL of a text search (docs/decisions/0003): which products match a search term, and how
 * well. A typed word matches a word of a product whole, as its start or inside it, in the name or
 * anywhere in the search text, through `search_postings`. The product list filters and sorts with
 * `matchCondition`; the search panel walks the same postings one tier at a time (`tierWalk`).
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

/** The name of `t` starts with the typed text. */
const namePrefix = (text: string) => sql`lower(t.name) like ${`${escapeLike(text)}%`} escape '\\'`;

/** Active products whose name starts with the typed text, as a subquery of ids (`id`). */
function productsNamed(lang: Language, text: string): SQL {
  return sql`select sp.product_id as id from search_postings sp
    where sp.lang = ${lang} and sp.field = 'full_name' and sp.is_active
      and sp.word like ${`${escapeLike(text)}%`} escape '\\'`;
}

/**
 * Active products whose name starts with the typed text, in name order (byte order, so the exact
 * name first; the same name by id), at most `limit`: a walk of the name-prefix index.
 */
export function namePrefixMatches(lang: Language, text: string, limit: number): SQL {
  return sql`${productsNamed(lang, text)} order by sp.word using ~<~, sp.product_id limit ${limit}`;
}

/** How a product's word holds a typed word; each includes the ones before it. */
export type WordMatch = 'whole' | 'start' | 'inside';

/** A word tier: every typed word is held, as `how` says, by a word of the name or of the text. */
export type WordTier = { field: 'name' | 'text'; how: WordMatch };

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
  { field: 'text', how: 'inside' },
];

/** The loosest tier, which every matching product is in. */
export const ANY_WORD: WordTier = { field: 'text', how: 'inside' };

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
  const literal = productsInTier(lang, tokens, ANY_WORD);
  const corrected = changed(term.groups)
    ? productsInTier(
        lang,
        term.groups.map((g) => g.correction),
        ANY_WORD,
      )
    : null;
  // One set of candidate ids, so indexes find them whatever the term; then the row's own tier.
  const candidates = [
    productsNamed(lang, term.text),
    ...(literal ? [literal] : []),
    ...(corrected ? [corrected] : []),
  ];
  const wordCases = WORD_TIERS.map((tier, i) => {
    const inTier = productsInTier(lang, tokens, tier);
    return inTier ? sql`when t.product_id in (${inTier}) then ${sql.raw(String(i + 2))}` : sql``;
  });
  return {
    where: sql`${inLanguage(lang)} and t.product_id in (${sql.join(
      candidates.map((c) => sql`(${c})`),
      sql` union `,
    )})`,
    tier: sql`case when lower(t.name) = ${term.text} then 0 when ${prefix} then 1
      ${sql.join(wordCases, sql` `)} else 7 end`,
  };
}

const FEATURED = (alias: string) =>
  sql.raw(
    `${alias}.featured_rank asc nulls last, ${alias}.created_at desc nulls last, ${alias}.product_id`,
  );

/**
 * Active products in `tier` for every word, at most `limit`, leaving out `exclude`, in featured
 * order, as a one-column (`id`) query. It walks the postings of the longest word's matching words
 * off their featured-order index, checking each product's own postings for the other words, so it
 * reads about as many products as it returns while they are common, and stops at `limit`.
 */
export function tierWalk(
  lang: Language,
  tokens: readonly string[],
  tier: WordTier,
  limit: number,
  exclude: readonly string[],
): SQL | null {
  const [lead, ...others] = [...tokens].sort((a, b) => b.length - a.length);
  if (lead === undefined) return null;
  const otherWords = others.map(
    // Each product walked is probed for its own postings of the other words' matching words
    // (read once); OFFSET keeps it a probe, never a join over every posting of those words.
    (token) => sql`and exists (select 1 from search_postings o
      where o.product_id = d.product_id and o.lang = ${lang} and o.field = ${tier.field}
        and o.word = any(array(${wordsHolding(lang, token, tier.how)})) offset 0)`,
  );
  const excluded = exclude.length
    ? sql`and d.product_id <> all(${`{${exclude.join(',')}}`}::uuid[])`
    : sql``;
  return sql`select s.product_id as id from (${wordsHolding(lang, lead, tier.how)}) v
    cross join lateral (
      select d.product_id, d.featured_rank, d.created_at from search_postings d
       where d.lang = ${lang} and d.field = ${tier.field} and d.is_active and d.word = v.word
         ${sql.join(otherWords, sql` `)} ${excluded}
       order by ${FEATURED('d')} limit ${limit}) s
    group by s.product_id, s.featured_rank, s.created_at
    order by ${FEATURED('s')} limit ${limit}`;
}
