import { sql } from 'drizzle-orm';

/**
 * What is low in stock, one row per variant, as SQL a repository selects from (alias `low`):
 * an active product without options when its stock is at or under its threshold, as always;
 * for a product with options, each combination it still offers whose stock for sale (its own and
 * the product's stock not yet counted per size) is at or under the combination's threshold.
 * Columns: product_id, variant_id, key, sku, stock, low_stock_at.
 */
export const LOW_STOCK_VARIANTS = sql`(
  with made as (
    select o.product_id, count(*)::int as options
      from product_options o
     where exists (select 1 from product_option_values ov where ov.option_id = o.id)
     group by o.product_id
  )
  select p.id as product_id, v.id as variant_id, v.key, v.sku,
         case when v.key = '' then p.stock else v.stock + coalesce(i.stock, 0) end as stock,
         case when v.key = '' then p.low_stock_at else v.low_stock_at end as low_stock_at,
         v.position
    from products p
    join product_variants v on v.product_id = p.id
    left join made on made.product_id = p.id
    left join product_variants i on i.product_id = p.id and i.key = '' and v.key <> ''
   where p.is_active
     and case
           when made.options is null then v.key = '' and p.stock - p.low_stock_at <= 0
           else v.key <> ''
            and v.stock + coalesce(i.stock, 0) - v.low_stock_at <= 0
            -- still offered: a value of each option the product has now
            and jsonb_array_length(v.key::jsonb) = made.options
            and not exists (
              select 1 from jsonb_array_elements_text(v.key::jsonb) chosen(value)
               where not exists (
                 select 1 from product_option_values ov
                   join product_options o on o.id = ov.option_id
                  where o.product_id = p.id and ov.value = chosen.value))
         end
) as low`;
