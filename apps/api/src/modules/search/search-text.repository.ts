import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The words of a search text, split as catalog-search-terms.ts `tokenize` splits typed text. */
const WORDS = sql`regexp_split_to_table(lower(t.search_text), '[[:space:],.;:!?()/"''-]+')`;

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
 * labels, each in the row's language with English fallback) and the `search_words` vocabulary —
 * for the given products, or all. Call it after writing products, their translations or their
 * attribute values (seed, admin).
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
  // Words that no product uses any more only cost a useless correction; a full refresh drops them.
  if (productIds === undefined) await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (locale, word)
    select distinct t.locale, w.word
      from product_translations t, ${WORDS} as w(word)
     where length(w.word) >= 2 and w.word !~ '[0-9]' ${onlyProducts(productIds, 't.product_id')}
    on conflict do nothing`);
}
