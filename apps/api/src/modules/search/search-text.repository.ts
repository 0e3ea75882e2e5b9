import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';

/** The lower-case words of `text`, split as catalog-search-terms.ts `tokenize` splits input. */
const wordsOf = (text: string) =>
  sql.raw(`regexp_split_to_table(lower(${text}), '[[:space:],.;:!?()/"''-]+')`);

/** Each search language `l.lang` with its rows `t`: a product's own, or else its English one. */
const ROWS_PER_LANGUAGE = sql`unnest(${`{${LANGUAGES.join(',')}}`}::text[]) as l(lang)
  join product_translations t on t.locale = l.lang or (t.locale = 'en' and not exists (
    select 1 from product_translations own where own.product_id = t.product_id and own.locale = l.lang))`;

function onlyProducts(productIds: readonly string[] | undefined, column: string) {
  if (productIds === undefined) return sql``;
  if (productIds.length === 0) return sql`and false`;
  return sql`and ${sql.raw(column)} in (${sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * Rebuilds `product_translations.search_text` (name, SKU, category, collection and attribute
 * labels, each in the row's language with English fallback), the `search_postings` of those
 * products and the `search_words` vocabulary — for the given products, or all. Call it after
 * writing products, their translations or their attribute values (seed, admin).
 */
export async function refreshSearchText(db: Db, productIds?: readonly string[]): Promise<void> {
  await db.execute(sql`
    update product_translations t set search_text = concat_ws(' ',
      t.name,
      p.sku,
      coalesce(c.name ->> t.locale, c.name ->> 'en'),
      coalesce(col.name ->> t.locale, col.name ->> 'en'),
      (select string_agg(coalesce(av.label ->> t.locale, av.label ->> 'en'), ' ' order by av.position)
         from product_attribute_values pav
         join attribute_values av on av.id = pav.attribute_value_id
        where pav.product_id = t.product_id))
    from products p
    join categories c on c.id = p.category_id
    left join collections col on col.id = p.collection_id
    where p.id = t.product_id ${onlyProducts(productIds, 't.product_id')}`);
  if (productIds === undefined) {
    await db.execute(sql`delete from search_postings`);
    await insertPostings(db);
    // Words no product uses any more only cost a useless lookup; a full refresh drops them.
    await db.execute(sql`delete from search_words`);
    await db.execute(
      sql`insert into search_words (locale, word, names, texts) ${countedWords(sql``)}`,
    );
    return;
  }
  const only = onlyProducts(productIds, 'product_id');
  // The products' words stop counting, then count again as they are now.
  await db.execute(sql`update search_words w set names = w.names - c.names, texts = w.texts - c.texts
    from (${countedWords(only)}) c where w.locale = c.lang and w.word = c.word`);
  await db.execute(sql`delete from search_postings where true ${only}`);
  await insertPostings(db, productIds);
  await db.execute(sql`insert into search_words (locale, word, names, texts) ${countedWords(only)}
    on conflict (locale, word) do update
      set names = search_words.names + excluded.names, texts = search_words.texts + excluded.texts`);
}

/** Each search language's postings of the given products, or of all. */
async function insertPostings(db: Db, productIds?: readonly string[]): Promise<void> {
  await db.execute(sql`
    insert into search_postings (lang, field, word, product_id, is_active, featured_rank, created_at)
    select distinct l.lang, f.field, f.word, p.id, p.is_active, p.featured_rank, p.created_at
      from ${ROWS_PER_LANGUAGE}
      join products p on p.id = t.product_id
      cross join lateral (
        select 'full_name', lower(t.name)
        union all select 'name', ${wordsOf('t.name')}
        union all select 'text', ${wordsOf('t.search_text')}
      ) as f(field, word)
     where f.word <> '' ${onlyProducts(productIds, 't.product_id')}`);
}

/** Per language and word of the postings `condition` keeps, how many names and texts hold it. */
const countedWords = (condition: SQL) =>
  sql`select lang, word, count(*) filter (where field = 'name') as names,
      count(*) filter (where field = 'text') as texts
    from search_postings where field in ('name', 'text') ${condition}
    group by lang, word`;
