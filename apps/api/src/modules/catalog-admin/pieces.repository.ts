import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Piece } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orders, productPieces, products } from '../../db/schema/index.ts';
import {
  moveVariantUnits,
  variantNames,
  variantsOf,
} from '../catalog/catalog-variant-units.repository.ts';

/** Hallmarked pieces: each article's HUID, variant and state, and its stock beside them. */
export function createPiecesRepository(db: Db) {
  return {
    async product(tx: Db, id: string, forUpdate = false) {
      const query = tx
        .select({ id: products.id, stock: products.stock, hallmarked: products.hallmarked })
        .from(products)
        .where(eq(products.id, id));
      const [row] = await (forUpdate ? query.for('no key update') : query);
      return row ?? null;
    },

    /** The product's pieces, each with its variant's id (named by the service). */
    async list(id: string, tx: Db = db): Promise<Omit<Piece, 'variant'>[]> {
      const rows = await tx
        .select({
          id: productPieces.id,
          huid: productPieces.huid,
          variantId: productPieces.variantId,
          state: productPieces.state,
          orderNumber: orders.orderNumber,
          receivedAt: productPieces.receivedAt,
        })
        .from(productPieces)
        .leftJoin(orders, eq(orders.id, productPieces.orderId))
        .where(eq(productPieces.productId, id))
        .orderBy(desc(productPieces.receivedAt), productPieces.huid);
      // A trigger gives every piece a variant; `?? ''` only satisfies the column's type.
      return rows.map((row) => ({
        ...row,
        variantId: row.variantId ?? '',
        receivedAt: row.receivedAt.toISOString(),
      }));
    },

    /** Which of the HUIDs a piece already has, whatever its product. */
    async known(tx: Db, huids: readonly string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ huid: productPieces.huid })
        .from(productPieces)
        .where(inArray(productPieces.huid, [...huids]));
      return new Set(rows.map((row) => row.huid));
    },

    async insert(
      tx: Db,
      productId: string,
      variantId: string,
      huids: readonly string[],
      staffId: string | null,
    ) {
      await tx
        .insert(productPieces)
        .values(huids.map((huid) => ({ productId, variantId, huid, receivedBy: staffId })));
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

    async setVariant(tx: Db, pieceId: string, variantId: string): Promise<void> {
      await tx.update(productPieces).set({ variantId }).where(eq(productPieces.id, pieceId));
    },

    /** The product's variants, locked after its row when asked; the implicit one last. */
    variants: (tx: Db, id: string, forUpdate = false) => variantsOf(tx, [id], forUpdate),
    variantNames,
    /** Moves a variant's stock by `change`; null when it would go below 0 (units held by orders). */
    moveStock: moveVariantUnits,
  };
}

export type PiecesRepository = ReturnType<typeof createPiecesRepository>;
