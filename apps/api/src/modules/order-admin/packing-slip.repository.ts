import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderLines,
  orders,
  productOptions,
  productOptionValues,
  productPieces,
  products,
  refunds,
} from '../../db/schema/index.ts';
import type { OrderRow } from './order-admin.repository.ts';

/**
 * Orders waiting to be packed: placed, and paid or cash on delivery (the partial index
 * orders_to_ship_idx, by time placed).
 */
const TO_PACK = sql`${orders.status} = 'Placed' and (${orders.paymentStatus} = 'paid' or ${orders.paymentMethod} = 'POD')`;

/** What the packing slips read: orders to pack, and each order's lines, pieces and options. */
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

    /** The orders' lines in the order they were placed, each with whether it is hallmarked. */
    async lines(tx: Db, orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return tx
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

    /** The products' options and their values, in the product's order. */
    async options(tx: Db, productIds: readonly string[]) {
      if (productIds.length === 0) return [];
      return tx
        .select({
          productId: productOptions.productId,
          optionId: productOptions.id,
          name: productOptions.name,
          value: productOptionValues.value,
        })
        .from(productOptions)
        .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
        .where(inArray(productOptions.productId, [...new Set(productIds)]))
        .orderBy(asc(productOptions.position), asc(productOptionValues.position));
    },
  };
}

export type PackingSlipRepository = ReturnType<typeof createPackingSlipRepository>;
export type SlipLineRow = Awaited<ReturnType<PackingSlipRepository['lines']>>[number];
export type SlipOptionRow = Awaited<ReturnType<PackingSlipRepository['options']>>[number];
