import type { Db } from '../src/db/client.ts';
import { productOptionValues, productOptions } from '../src/db/schema/index.ts';
import { productOptionSeeds } from './product-rows.ts';
import type { CatalogEntry } from './products/index.ts';

/** Writes the options and their values of the products this run added (`entries`). */
export async function seedOptions(
  tx: Db,
  productId: Map<string, string>,
  entries: readonly CatalogEntry[],
) {
  const seeds = entries.flatMap((entry) =>
    productOptionSeeds(entry).map((option, position) => ({
      productId: required(productId, entry.sku),
      position,
      option,
    })),
  );
  const optionRows = seeds.length
    ? await tx
        .insert(productOptions)
        .values(
          seeds.map((s) => ({
            productId: s.productId,
            code: s.option.code,
            name: s.option.name,
            position: s.position,
          })),
        )
        .returning({
          id: productOptions.id,
          productId: productOptions.productId,
          code: productOptions.code,
        })
    : [];
  const optionId = new Map(optionRows.map((row) => [`${row.productId}|${row.code}`, row.id]));
  const values = seeds.flatMap((s) =>
    s.option.values.map((v, position) => ({
      optionId: required(optionId, `${s.productId}|${s.option.code}`),
      value: v.value,
      label: v.label,
      priceDelta: v.priceDelta,
      position,
    })),
  );
  const valueRows = values.length
    ? await tx.insert(productOptionValues).values(values).returning({ id: productOptionValues.id })
    : [];
  return { productOptions: optionRows.length, productOptionValues: valueRows.length };
}

/** A map lookup that must succeed: the rows were written just before. */
export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no row for ${String(key)}`);
  return value;
}
