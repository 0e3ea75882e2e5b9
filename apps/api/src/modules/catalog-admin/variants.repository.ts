import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { inTurn, type Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import {
  lockVariant,
  moveVariantUnits,
  variantColumns,
  type VariantRow,
} from '../catalog/catalog-variant-units.repository.ts';

/** A product's variants, the implicit one ('') among them, in their order. */
export async function variantsOf(tx: Db, productId: string): Promise<VariantRow[]> {
  return tx
    .select(variantColumns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.key));
}

/** Adds the combinations the product's options make and it has not yet (no stock; SQL function). */
export async function addMissingVariants(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`select add_missing_variants(${productId}::uuid)`);
}

/**
 * Whether a product or variant other than `except` has the SKU (case-insensitive). `except`
 * names a variant, or a product's own variants when its SKU is the one checked.
 */
export async function skuHeld(
  tx: Db,
  sku: string,
  except: { variantId: string } | { productId: string } | null,
): Promise<boolean> {
  const sameSku = sql`lower(${productVariants.sku}) = lower(${sku})`;
  const [variantRows, productRows] = await inTurn([
    tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          sameSku,
          except && 'variantId' in except ? ne(productVariants.id, except.variantId) : undefined,
          // A product's implicit variant is the product's SKU, which the product's check reads.
          except && 'productId' in except
            ? sql`not (${productVariants.productId} = ${except.productId} and ${productVariants.key} = '')`
            : undefined,
        ),
      )
      .limit(1),
    tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          sql`lower(${products.sku}) = lower(${sku})`,
          except && 'productId' in except ? ne(products.id, except.productId) : undefined,
        ),
      )
      .limit(1),
  ]);
  return variantRows.length + productRows.length > 0;
}

/** The back office's reads and writes of a product's variants. */
export function createVariantsRepository(db: Db) {
  return {
    /** The product's price, whether it is hallmarked; its row locked when `forUpdate`. */
    async product(tx: Db, id: string, forUpdate = false) {
      const query = tx
        .select({ id: products.id, price: products.price, hallmarked: products.hallmarked })
        .from(products)
        .where(eq(products.id, id));
      const [row] = await (forUpdate ? query.for('no key update') : query);
      return row ?? null;
    },

    variants: (id: string, tx: Db = db) => variantsOf(tx, id),

    /** One variant of the product, locked (after the product's row). */
    variant: (tx: Db, productId: string, variantId: string) =>
      lockVariant(tx, productId, { id: variantId }),

    /** The implicit variant (stock not counted per size), locked. */
    implicitVariant: (tx: Db, productId: string) => lockVariant(tx, productId, { key: '' }),

    skuHeld,

    async update(
      tx: Db,
      variantId: string,
      fields: { sku: string; priceDelta: number; lowStockAt: number },
    ): Promise<void> {
      await tx
        .update(productVariants)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(productVariants.id, variantId));
    },

    /** Moves a variant's stock by `change` unless it would go below 0: its new stock, or null. */
    moveStock: moveVariantUnits,
  };
}

export type VariantsRepository = ReturnType<typeof createVariantsRepository>;
