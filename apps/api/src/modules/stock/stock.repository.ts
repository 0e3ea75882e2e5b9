import { and, desc, eq, sql } from 'drizzle-orm';
import type { LowStockItem, StockMove } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  orders,
  products,
  productTranslations,
  staffAccounts,
  stockMoves,
} from '../../db/schema/index.ts';

/** The back office's reads of stock: low and sold-out products, a product's ledger. */
export function createStockLedgerRepository(db: Db) {
  // A product's English name (the SKU if it has none): the back office reads English.
  const inEnglish = and(
    eq(productTranslations.productId, products.id),
    eq(productTranslations.locale, 'en'),
  );
  const englishName = sql<string>`coalesce(${productTranslations.name}, ${products.sku})`;
  return {
    /** Active products at or under their threshold, sold-out first (at most 200). */
    async low(): Promise<LowStockItem[]> {
      return db
        .select({
          productId: products.id,
          name: englishName,
          sku: products.sku,
          stock: products.stock,
          lowStockAt: products.lowStockAt,
          image: sql<string | null>`${products.images}->>0`,
        })
        .from(products)
        .leftJoin(productTranslations, inEnglish)
        .where(
          and(eq(products.isActive, true), sql`${products.stock} - ${products.lowStockAt} <= 0`),
        )
        .orderBy(products.stock, englishName)
        .limit(200);
    },

    async product(productId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          productId: products.id,
          name: englishName,
          stock: products.stock,
          lowStockAt: products.lowStockAt,
          hallmarked: products.hallmarked,
        })
        .from(products)
        .leftJoin(productTranslations, inEnglish)
        .where(eq(products.id, productId));
      return row;
    },

    /** A product's last 100 ledger rows, newest first, with who and which order. */
    async moves(productId: string): Promise<StockMove[]> {
      const rows = await db
        .select({
          id: stockMoves.id,
          at: stockMoves.at,
          change: stockMoves.change,
          reason: stockMoves.reason,
          note: stockMoves.note,
          actor: staffAccounts.name,
          orderNumber: orders.orderNumber,
        })
        .from(stockMoves)
        .leftJoin(staffAccounts, eq(staffAccounts.id, stockMoves.staffId))
        .leftJoin(orders, eq(orders.id, stockMoves.orderId))
        .where(eq(stockMoves.productId, productId))
        .orderBy(desc(stockMoves.id))
        .limit(100);
      return rows.map((row) => ({ ...row, id: String(row.id), at: row.at.toISOString() }));
    },

    /** The sum of a product's ledger, which always equals its stock. */
    async ledgerSum(productId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${stockMoves.change}), 0)::int` })
        .from(stockMoves)
        .where(eq(stockMoves.productId, productId));
      return row?.sum ?? 0;
    },

    async setThreshold(tx: Db, productId: string, lowStockAt: number) {
      const [row] = await tx
        .update(products)
        .set({ lowStockAt })
        .where(eq(products.id, productId))
        .returning({
          productId: products.id,
          stock: products.stock,
          lowStockAt: products.lowStockAt,
        });
      return row;
    },
  };
}

export type StockLedgerRepository = ReturnType<typeof createStockLedgerRepository>;
