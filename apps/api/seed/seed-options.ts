import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { productOptionValues, productOptions, productVariants } from '../src/db/schema/index.ts';
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
  const withOptions = [...new Set(seeds.map((s) => s.productId))];
  for (const id of withOptions) await tx.execute(sql`select add_missing_variants(${id})`);
  await countPerCombination(tx, withOptions);
  return { productOptions: optionRows.length, productOptionValues: valueRows.length };
}

/**
 * Spreads each product's stock over its combinations, as an owner who counted it per size
 * would have it: every third combination sold out, so the shop shows sizes out of stock.
 */
async function countPerCombination(tx: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      key: productVariants.key,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const id of productIds) {
    const own = rows.filter((row) => row.productId === id);
    const total = own.find((row) => row.key === '')?.stock ?? 0;
    const combinations = own.filter((row) => row.key !== '');
    const selling = combinations.filter((_, i) => i % 3 !== 2 || combinations.length < 3);
    if (total === 0 || selling.length === 0) continue;
    await tx
      .update(productVariants)
      .set({ stock: 0 })
      .where(and(eq(productVariants.productId, id), eq(productVariants.key, '')));
    for (const [i, variant] of selling.entries()) {
      const share = Math.floor(total / selling.length) + (i < total % selling.length ? 1 : 0);
      if (share > 0)
        await tx
          .update(productVariants)
          .set({ stock: share })
          .where(and(eq(productVariants.id, variant.id), ne(productVariants.key, '')));
    }
  }
}

/** A map lookup that must succeed: the rows were written just before. */
export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no row for ${String(key)}`);
  return value;
}
