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

/** The name of `t` starts with the typed text (served by the `lower(name)` index). */
const namePrefix = (text: string) => sql`lower(t.name) like ${`${escapeLike(text)}%`} escape '\\'`;

/**
 * The search text of `t` holds every word (served by the search_text trigram index, which
 * intersects common words quickly); null for no word. The same condition as `ANY_WORD`'s postings.
 */
function containsEvery(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  return sql.join(
    words.map((word) => sql`t.search_text ilike ${`%${escapeLike(word)}%`} escape '\\'`),
    sql` and `,
  );
}

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

const FEATURED = (alias: string) =>
  sql.raw(
    `${alias}.featured_rank asc nulls last, ${alias}.created_at desc nulls last, ${alias}.product_id`,
  );

/**
 * Per typed word, per tier of `WORD_TIERS`, how many products hold it so (at most: a product with
 * two matching words counts twice; 0 means none), as a two-dimensional int array.
 */
export function tierCounts(lang: Language, tokens: readonly string[]): SQL {
  const perWord = tokens.map((token) => {
    const counts = WORD_TIERS.map((tier) => {
      const column = sql.raw(tier.field === 'name' ? 'w.names' : 'w.texts');
      return sql`coalesce(sum(${column}) filter (where ${holds(sql`w.word`, token, tier.how)}), 0)`;
    });
    return sql`(select array[${sql.join(counts, sql`, `)}]::int[]
      from search_words w where w.locale = ${lang} and ${holds(sql`w.word`, token, 'inside')})`;
  });
  return sql`array[${sql.join(perWord, sql`, `)}]::int[]`;
}

/**
 * The product holds every word in the tier: probes of its own postings. OFFSET keeps each a probe,
 * never a join over every posting of a word.
 */
function holdsEvery(lang: Language, product: SQL, tokens: readonly string[], tier: WordTier): SQL {
  return sql.join(
    tokens.map(
      (token) => sql`exists (select 1 from search_postings o
        where o.product_id = ${product} and o.lang = ${lang} and o.field = ${tier.field}
          and o.word = any(array(${wordsHolding(lang, token, tier.how)})) offset 0)`,
    ),
    sql` and `,
  );
}

const excluding = (column: SQL, exclude: readonly string[]) =>
  exclude.length ? sql`and ${column} <> all(${`{${exclude.join(',')}}`}::uuid[])` : sql``;

/** At most `limit` distinct products of `rows` (product_id, featured_rank, created_at), featured first. */
const firstIds = (rows: SQL, limit: number) =>
  sql`array(select s.product_id from (${rows}) s
    group by s.product_id, s.featured_rank, s.created_at
    order by ${FEATURED('s')} limit ${limit})`;

/**
 * One row: `ids`, active products in `tier` for every word, leaving out `exclude`, in featured
 * order, at most `limit`; and `cut`, whether the walk of some matching word read `budget` products
 * without finding `limit` (more may exist past them). It walks the postings of the first word's
 * matching words off their featured-order index (pass the rarest word first), probes each product's
 * own postings for the other words, and stops at `limit`: while the words are common together it
 * reads about as many products as it returns. A single word needs no probe and no budget.
 */
export function tierWalk(
  lang: Language,
  tokens: readonly string[],
  tier: WordTier,
  limit: number,
  exclude: readonly string[],
  budget?: number,
): SQL {
  const [lead, ...others] = tokens;
  if (lead === undefined) return sql`select array[]::uuid[] as ids, false as cut`;
  const budgeted = budget !== undefined && others.length > 0;
  /** The word's active postings in featured order, leaving out `exclude`. */
  const postingsOf = (word: SQL) => sql`select d.product_id, d.featured_rank, d.created_at
    from search_postings d
   where d.lang = ${lang} and d.field = ${tier.field} and d.word = ${word} and d.is_active
     ${excluding(sql`d.product_id`, exclude)}
   order by ${FEATURED('d')}`;
  const walked = budgeted
    ? sql`${postingsOf(sql`v.word`)} limit ${budget}`
    : postingsOf(sql`v.word`);
  const probe = others.length ? holdsEvery(lang, sql`x.product_id`, others, tier) : sql`true`;
  const found = sql`select v.word, x.* from v cross join lateral (
      select x.* from (${walked}) x where ${probe} limit ${limit}) x`;
  // Only a word that fell short is counted, and only up to the budget.
  const cut = budgeted
    ? sql`exists (select 1 from v
        where (select count(*) from found f where f.word = v.word) < ${limit}
          and (select count(*) from (${postingsOf(sql`v.word`)} limit ${budget}) z) >= ${budget})`
    : sql`false`;
  return sql`with v as materialized (${wordsHolding(lang, lead, tier.how)}),
      found as materialized (${found})
    select ${firstIds(sql`select * from found`, limit)} as ids, ${cut} as cut`;
}

/**
 * One row: `ids`, the active products holding every word somewhere in their text, leaving out
 * `exclude`, at most `limit`, best word tier first (or, `byTier` false, in featured order); and
 * `n`, how many there are, counted up to `cap` + 1 (`ids` is empty beyond `cap`). Each product's
 * tier is read from its own postings: for words that are each common but rarely together.
 */
export function rankHolders(
  lang: Language,
  tokens: readonly string[],
  limit: number,
  exclude: readonly string[],
  cap: number,
  byTier: boolean,
): SQL {
  const holders = sql`select t.product_id from product_translations t
    where ${inLanguage(lang)} and ${containsEvery(tokens) ?? sql`false`}`;
  // Per tier, whether every word is held that way by one of the product's words.
  const inTier = WORD_TIERS.map((tier) =>
    sql.join(
      tokens.map(
        (token) => sql`bool_or(o.field = ${tier.field} and ${holds(sql`o.word`, token, tier.how)})`,
      ),
      sql` and `,
    ),
  );
  const tier = sql`(select case ${sql.join(
    inTier.map((all, i) => sql`when ${all} then ${sql.raw(String(i))}`),
    sql` `,
  )} end from search_postings o
    where o.product_id = c.id and o.lang = ${lang} and o.field in ('name', 'text'))`;
  return sql`with c as materialized (
      select h.id from (${holders}) h(id) where true ${excluding(sql`h.id`, exclude)}
      limit ${cap + 1})
    select array(select c.id from c
        join search_postings f on f.product_id = c.id and f.lang = ${lang} and f.field = 'full_name'
       where f.is_active and (select count(*) from c) <= ${cap}
       order by ${byTier ? sql`${tier}, ` : sql``}${FEATURED('f')} limit ${limit}) as ids,
      (select count(*) from c)::int as n`;
}
