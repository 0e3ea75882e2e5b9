import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, productPieces, products, refunds } from '../../db/schema/index.ts';
import { withOptionNames } from '../catalog/catalog-line-options.repository.ts';
import type { OrderRow } from './order-admin.repository.ts';

/**
 * Orders waiting to be packed: placed, and paid or cash on delivery (the partial index
 * orders_to_ship_idx, by time placed).
 */
const TO_PACK = sql`${orders.status} = 'Placed' and (${orders.paymentStatus} = 'paid' or ${orders.paymentMethod} = 'POD')`;

/** What the packing slips read: orders to pack, and each order's lines, pieces and refunds. */
export function createPackingSlipRepository(db: Db) {
  return {
    /** Orders waiting to be packed, oldest first, at most `limit`. */
    toPack(tx: Db, limit: number): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(TO_PACK)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    async countToPack(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(orders).where(TO_PACK);
      return Number(row?.n ?? 0);
    },

    /**
     * The orders' lines in the order they were placed, each with whether it is hallmarked and
     * each option value named (an older line from its product's options).
     */
    async lines(tx: Db, orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      const rows = await tx
        .select({
          id: orderLines.id,
          orderId: orderLines.orderId,
          productId: orderLines.productId,
          name: orderLines.name,
          sku: orderLines.sku,
          quantity: orderLines.quantity,
          variants: orderLines.variants,
          hallmarked: products.hallmarked,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.id));
      return withOptionNames(tx, rows);
    },

    /** The HUIDs packed for the orders' lines. */
    async pieces(tx: Db, orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return tx
        .select({ lineId: productPieces.orderLineId, huid: productPieces.huid })
        .from(productPieces)
        .where(
          and(inArray(productPieces.orderId, [...orderIds]), ne(productPieces.state, 'in_stock')),
        )
        .orderBy(asc(productPieces.huid));
    },

    /** The orders' refunds, for the units put back in stock before packing. */
    async refunds(tx: Db, orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return tx
        .select({
          orderId: refunds.orderId,
          status: refunds.status,
          lines: refunds.lines,
          restock: refunds.restock,
        })
        .from(refunds)
        .where(inArray(refunds.orderId, [...orderIds]));
    },
  };
}

export type PackingSlipRepository = ReturnType<typeof createPackingSlipRepository>;
export type SlipLineRow = Awaited<ReturnType<PackingSlipRepository['lines']>>[number];
