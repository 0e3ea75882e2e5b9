import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  productOptions,
  productOptionValues,
  products,
  productVariants,
  type LocalizedText,
} from '../../db/schema/index.ts';
import { labelOf, wordsOfKey } from './variant-stock.ts';

/** A variant's own columns, as its writers and the back office read them. */
export type VariantRow = {
  id: string;
  /** '' is the product's implicit variant (stock not counted per size). */
  key: string;
  sku: string;
  stock: number;
  lowStockAt: number;
  priceDelta: number;
};

export const variantColumns = {
  id: productVariants.id,
  key: productVariants.key,
  sku: productVariants.sku,
  stock: productVariants.stock,
  lowStockAt: productVariants.lowStockAt,
  priceDelta: productVariants.priceDelta,
};

/** A variant as a writer of its units sees it, with its product. */
export type VariantUnits = VariantRow & { productId: string };

/**
 * The products' rows locked, sorted by id: a writer of variants' stock takes its products first,
 * as every writer does (decision 0083's lock order). `no key update`, as order placing takes
 * them: an order line written meanwhile holds a foreign key's share lock on its product and
 * variant, which `for update` would wait on. Answers the ids found.
 */
export async function lockProducts(tx: Db, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]))
    .orderBy(asc(products.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/**
 * The products' variants, locked when asked (after their products): each product's combinations
 * in the product's order, then its implicit variant.
 */
export async function variantsOf(
  tx: Db,
  productIds: readonly string[],
  forUpdate = false,
): Promise<VariantUnits[]> {
  if (productIds.length === 0) return [];
  const query = tx
    .select({ productId: productVariants.productId, ...variantColumns })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(productIds)]))
    .orderBy(
      asc(productVariants.productId),
      sql`${productVariants.key} = ''`,
      asc(productVariants.position),
      asc(productVariants.id),
    );
  return forUpdate ? query.for('no key update') : query;
}

/**
 * One variant of the product, by id or key ('' the implicit one), locked: after its product's
 * row, as every writer takes them. Null when the product has no such variant.
 */
export async function lockVariant(
  tx: Db,
  productId: string,
  which: { id: string } | { key: string },
): Promise<VariantRow | null> {
  const [row] = await tx
    .select(variantColumns)
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        'id' in which ? eq(productVariants.id, which.id) : eq(productVariants.key, which.key),
      ),
    )
    .for('no key update');
  return row ?? null;
}

/**
 * Moves a variant's stock by `change` (the ledger's row and its product's stock follow by
 * trigger); null, and nothing moved, when it would go below 0.
 */
export async function moveVariantUnits(
  tx: Db,
  variantId: string,
  change: number,
): Promise<number | null> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${change}`, updatedAt: sql`now()` })
    .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} + ${change} >= 0`))
    .returning({ stock: productVariants.stock });
  return row?.stock ?? null;
}

/**
 * Each combination of the products named by its options in the back office's language, in the
 * options' order: "Ring size: 12 · Metal: Rose gold". The implicit variant has no name.
 */
export async function variantNames(
  tx: Db,
  variants: readonly Pick<VariantUnits, 'id' | 'productId' | 'key'>[],
): Promise<Map<string, string>> {
  const named = variants.filter((variant) => variant.key !== '');
  const names = new Map<string, string>();
  if (named.length === 0) return names;
  const rows = await tx
    .select({
      productId: productOptions.productId,
      optionId: productOptions.id,
      code: productOptions.code,
      name: productOptions.name,
      value: productOptionValues.value,
      label: productOptionValues.label,
    })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, [...new Set(named.map((v) => v.productId))]))
    .orderBy(
      asc(productOptions.position),
      asc(productOptions.code),
      asc(productOptionValues.position),
    );
  const options = new Map<string, { code: string; name: LocalizedText; values: typeof rows }>();
  for (const row of rows) {
    const option = options.get(row.optionId) ?? { code: row.code, name: row.name, values: [] };
    option.values.push(row);
    options.set(row.optionId, option);
  }
  for (const variant of named) {
    const own = [...options.values()].filter((o) => o.values[0]?.productId === variant.productId);
    names.set(variant.id, labelOf(wordsOfKey(variant.key, own)));
  }
  return names;
}
