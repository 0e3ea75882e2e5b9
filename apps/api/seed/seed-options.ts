import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { productOptionValues, productOptions } from '../src/db/schema/index.ts';
import { productOptionSeeds } from './product-rows.ts';
import { CATALOG } from './products/index.ts';

/** `excluded.<column>` in an upsert's SET: the value the insert tried to write. */
export const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Upserts each product's options and their values, removing ones the catalogue no longer has. */
export async function seedOptions(tx: Db, productId: Map<string, string>, ids: string[]) {
  const seeds = CATALOG.flatMap((entry) =>
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
        .onConflictDoUpdate({
          target: [productOptions.productId, productOptions.code],
          set: { name: excluded('name'), position: excluded('position') },
        })
        .returning({
          id: productOptions.id,
          productId: productOptions.productId,
          code: productOptions.code,
        })
    : [];
  const optionIds = optionRows.map((row) => row.id);
  await tx
    .delete(productOptions)
    .where(
      and(
        inArray(productOptions.productId, ids),
        optionIds.length ? notInArray(productOptions.id, optionIds) : undefined,
      ),
    );
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
    ? await tx
        .insert(productOptionValues)
        .values(values)
        .onConflictDoUpdate({
          target: [productOptionValues.optionId, productOptionValues.value],
          set: {
            label: excluded('label'),
            priceDelta: excluded('price_delta'),
            position: excluded('position'),
          },
        })
        .returning({ id: productOptionValues.id })
    : [];
  if (optionIds.length) {
    const keep = valueRows.map((row) => row.id);
    await tx
      .delete(productOptionValues)
      .where(
        and(
          inArray(productOptionValues.optionId, optionIds),
          keep.length ? notInArray(productOptionValues.id, keep) : undefined,
        ),
      );
  }
  return { productOptions: optionRows.length, productOptionValues: valueRows.length };
}

/** A map lookup that must succeed: the rows were written just before. */
export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no row for ${String(key)}`);
  return value;
}
