import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Stock reads and writes. Every write of `products.stock` (or `is_active`), these or plain SQL,
 * moves the `stock` cache version at commit (trigger of migration cart_stock), so each instance
 * shows the new stock within its next recheck (docs/decisions/0067), and is recorded in the
 * stock ledger by another trigger, which refuses a change whose reason the transaction did not
 * name. Writes take a transaction opened by `writeTransaction` (lib/write-transaction.ts).
 */
export function createStockRepository(db: Db) {
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

    /**
     * Takes `quantity` units of an active product if that many are left (a row condition: two
     * orders never oversell); the stock left, or null when there were not enough.
     */
    async take(productId: string, quantity: number): Promise<number | null> {
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(products.id, productId),
            eq(products.isActive, true),
            gte(products.stock, quantity),
          ),
        )
        .returning({ stock: products.stock });
      return rows[0]?.stock ?? null;
    },

    /** Puts `quantity` units back (an unpaid order released). */
    async put(productId: string, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
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
