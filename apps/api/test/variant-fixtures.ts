import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { products, productVariants, stockMoves } from '../src/db/schema/index.ts';

// Reads of a product's variants and its stock ledger, as the tests check them.

/** A product's variants in their order: key '' is the implicit one, '["12"]' size 12. */
export const variantsOf = (db: Db, productId: string) =>
  db
    .select({
      id: productVariants.id,
      key: productVariants.key,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));

/** One variant of a product by key; a test naming a key the product lacks fails here. */
export async function variantByKey(db: Db, productId: string, key: string) {
  const found = (await variantsOf(db, productId)).find((row) => row.key === key);
  if (!found) throw new Error(`no variant ${key} of ${productId}`);
  return found;
}

/** A product's variants by key. */
export async function variantsByKey(db: Db, productId: string) {
  const rows = await variantsOf(db, productId);
  return Object.fromEntries(rows.map((row) => [row.key, row]));
}

/** Each variant's stock by key. */
export async function stockByKey(db: Db, productId: string) {
  const rows = await variantsOf(db, productId);
  return Object.fromEntries(rows.map((row) => [row.key, row.stock]));
}

/** A product's own stock: the sum of its variants'. */
export async function productStock(db: Db, productId: string) {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

/** The ledger's rows of a product, oldest first. */
export const ledgerOf = (db: Db, productId: string) =>
  db
    .select({
      variantId: stockMoves.variantId,
      change: stockMoves.change,
      reason: stockMoves.reason,
      note: stockMoves.note,
      orderId: stockMoves.orderId,
    })
    .from(stockMoves)
    .where(eq(stockMoves.productId, productId))
    .orderBy(asc(stockMoves.id));
