import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants, stockMoves } from '../../db/schema/index.ts';
import { lockProducts, lockVariant, moveVariantUnits } from './catalog-variant-units.repository.ts';
import { IMPLICIT_VARIANT, type VariantStock } from './variant-stock.ts';

/**
 * Stock reads and writes. Every write of `products.stock` (or `is_active`), these or plain SQL,
 * moves the `stock` cache version at commit (trigger of migration cart_stock), so each instance
 * shows the new stock within its next recheck (docs/decisions/0067), and is recorded in the
 * stock ledger by another trigger, which refuses a change whose reason the transaction did not
 * name. Writes take a transaction opened by `writeTransaction` (lib/write-transaction.ts).
 */
export function createStockRepository(db: Db) {
  /**
   * What an order holds of each variant: the units its ledger rows took and have not given
   * back, per variant (only those it still holds).
   */
  async function heldBy(orderId: string) {
    return db
      .select({
        variantId: stockMoves.variantId,
        productId: stockMoves.productId,
        held: sql<number>`(-sum(${stockMoves.change}))::int`,
      })
      .from(stockMoves)
      .where(eq(stockMoves.orderId, orderId))
      .groupBy(stockMoves.variantId, stockMoves.productId)
      .having(sql`sum(${stockMoves.change}) < 0`)
      .orderBy(stockMoves.productId, stockMoves.variantId);
  }

  /** Moves a variant's stock by `change`; the caller has checked it stays at 0 or more. */
  async function move(variantId: string, change: number) {
    if ((await moveVariantUnits(db, variantId, change)) === null)
      throw new Error(`variant ${variantId} would go below 0`);
  }

  return {
    /** Stock as a customer may buy it: 0 for a removed (inactive) product; unknown ids are left out. */
    async stockOf(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: products.id,
          stock: sql<number>`case when ${products.isActive} then ${products.stock} else 0 end`,
        })
        .from(products)
        // One array parameter, however many products (a bulk read may name thousands).
        .where(sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
      return new Map(rows.map((row) => [row.id, row.stock]));
    },

    /** Each product's variants' stock by key ('' the implicit variant); unknown ids left out. */
    async variantStockOf(ids: readonly string[]): Promise<Map<string, VariantStock>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          productId: productVariants.productId,
          key: productVariants.key,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .where(sql`${productVariants.productId} = any(${`{${ids.join(',')}}`}::uuid[])`);
      const found = new Map<string, Record<string, number>>();
      for (const row of rows) {
        const stock = found.get(row.productId) ?? {};
        stock[row.key] = row.stock;
        found.set(row.productId, stock);
      }
      return found;
    },

    /**
     * Takes `quantity` units of a product's variant (`key`, '' for the implicit one) for a sale:
     * the combination's own stock first, the rest from its product's implicit variant (stock
     * not counted per combination). False, with nothing taken, when the product is not on sale
     * or there are not enough. The product's row is locked first, then its variants
     * (docs/decisions/0083): two sales never wait on each other in a circle, never oversell.
     */
    async take(productId: string, key: string, quantity: number): Promise<boolean> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)))
        .for('no key update');
      if (!product) return false;
      // The combination before the implicit variant, the order every writer takes them in.
      const own = key === IMPLICIT_VARIANT ? null : await lockVariant(db, productId, { key });
      const implicit = await lockVariant(db, productId, { key: IMPLICIT_VARIANT });
      const fromOwn = Math.min(own?.stock ?? 0, quantity);
      const rest = quantity - fromOwn;
      if (rest > 0 && (implicit?.stock ?? 0) < rest) return false;
      if (own && fromOwn > 0) await move(own.id, -fromOwn);
      if (implicit && rest > 0) await move(implicit.id, -rest);
      return true;
    },

    heldBy,

    /**
     * Gives back what an order holds (`only`: of those products, at most that many units of
     * each, from `prefer`'s variant first): each unit to the variant it was taken from. The
     * caller's transaction names the reason (a release, a cancel, a return).
     */
    async giveBack(
      orderId: string,
      only?: { productId: string; quantity: number; prefer?: string | null },
    ): Promise<void> {
      const held = (await heldBy(orderId)).filter(
        (row) => !only || row.productId === only.productId,
      );
      if (only?.prefer)
        held.sort(
          (a, b) => Number(b.variantId === only.prefer) - Number(a.variantId === only.prefer),
        );
      let left = only?.quantity ?? Infinity;
      await lockProducts(
        db,
        held.map((row) => row.productId),
      );
      for (const row of held) {
        const back = Math.min(row.held, left);
        if (back <= 0) break;
        await move(row.variantId, back);
        left -= back;
      }
    },

    /**
     * Moves a product's stock by `change` (positive or negative) unless it would go below 0;
     * the stock after, or null (no such product, or not enough). The transaction names the
     * reason (`writeTransaction`): the ledger's trigger records it.
     */
    async adjust(productId: string, change: number): Promise<number | null> {
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${change}`, updatedAt: sql`now()` })
        .where(and(eq(products.id, productId), gte(products.stock, -change)))
        .returning({ stock: products.stock });
      return rows[0]?.stock ?? null;
    },

    /** Sets a product's stock (a count, a return, a correction). */
    async set(productId: string, stock: number): Promise<void> {
      await db
        .update(products)
        .set({ stock, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
