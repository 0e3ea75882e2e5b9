import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Piece } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders, productPieces, products } from '../../db/schema/index.ts';

/** Hallmarked pieces: each article's HUID and state, and its product's stock beside them. */
export function createPiecesRepository(db: Db) {
  return {
    async product(tx: Db, id: string, forUpdate = false) {
      const query = tx
        .select({ id: products.id, stock: products.stock, hallmarked: products.hallmarked })
        .from(products)
        .where(eq(products.id, id));
      const [row] = await (forUpdate ? query.for('update') : query);
      return row ?? null;
    },

    async list(id: string, tx: Db = db): Promise<Piece[]> {
      const rows = await tx
        .select({
          id: productPieces.id,
          huid: productPieces.huid,
          state: productPieces.state,
          orderNumber: orders.orderNumber,
          receivedAt: productPieces.receivedAt,
        })
        .from(productPieces)
        .leftJoin(orders, eq(orders.id, productPieces.orderId))
        .where(eq(productPieces.productId, id))
        .orderBy(desc(productPieces.receivedAt), productPieces.huid);
      return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
    },

    /** Which of the HUIDs a piece already has, whatever its product. */
    async known(tx: Db, huids: readonly string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ huid: productPieces.huid })
        .from(productPieces)
        .where(inArray(productPieces.huid, [...huids]));
      return new Set(rows.map((row) => row.huid));
    },

    async insert(tx: Db, productId: string, huids: readonly string[], staffId: string | null) {
      await tx
        .insert(productPieces)
        .values(huids.map((huid) => ({ productId, huid, receivedBy: staffId })));
    },

    async piece(tx: Db, productId: string, pieceId: string) {
      const [row] = await tx
        .select()
        .from(productPieces)
        .where(and(eq(productPieces.id, pieceId), eq(productPieces.productId, productId)))
        .for('update');
      return row ?? null;
    },

    async remove(tx: Db, pieceId: string): Promise<void> {
      await tx.delete(productPieces).where(eq(productPieces.id, pieceId));
    },

    /** Moves the stock by `change`; null when it would go below 0 (pieces held by orders). */
    async moveStock(tx: Db, id: string, change: number): Promise<number | null> {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${change}` })
        .where(and(eq(products.id, id), sql`${products.stock} + ${change} >= 0`))
        .returning({ stock: products.stock });
      return row?.stock ?? null;
    },
  };
}

export type PiecesRepository = ReturnType<typeof createPiecesRepository>;
