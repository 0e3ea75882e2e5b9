import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import {
  containsEvery,
  escapeLike,
  holds,
  inLanguage,
  WORD_TIERS,
  wordsHolding,
  type WordTier,
} from '../catalog/catalog-search-match.ts';

/**
 * The SQL of the search panel's steps (docs/decisions/0003), over the postings and tiers of
 * catalog-search-match.ts: each reads about as many products as the panel still shows.
 */

/**
 * Active products whose name starts with the typed text, in name order (byte order, so the exact
 * name first; the same name by id), at most `limit`, as a one-column (`id`) query: a walk of the
 * name-prefix index.
 */
export function namePrefixMatches(lang: Language, text: string, limit: number): SQL {
  return sql`select sp.product_id as id from search_postings sp
    where sp.lang = ${lang} and sp.field = 'full_name' and sp.is_active
      and sp.word like ${`${escapeLike(text)}%`} escape '\\'
    order by sp.word using ~<~, sp.product_id limit ${limit}`;
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

/** At most `limit` distinct products of `rows`, featured first. */
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
