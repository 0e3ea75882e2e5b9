import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { OrderType } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { addresses, orderLines, orders, productPieces, refunds } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { withOptionNames } from '../catalog/catalog-line-options.repository.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
/** A refund as its customer sees it (INR paise); failed ones are never read here. */
export type OrderRefundRow = Pick<
  typeof refunds.$inferSelect,
  'id' | 'orderId' | 'amount' | 'method' | 'status' | 'lines' | 'createdAt' | 'processedAt'
>;
/** The columns an `OrderRefundRow` is read with. */
export const orderRefundColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  amount: refunds.amount,
  method: refunds.method,
  status: refunds.status,
  lines: refunds.lines,
  createdAt: refunds.createdAt,
  processedAt: refunds.processedAt,
};

/** Rows grouped by a key, in the order read. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The orders an `orderType` lists (docs/decisions/0030). */
export function orderTypeWhere(type: OrderType): SQL | undefined {
  const paidOrCash = inArray(orders.paymentStatus, ['paid', 'not_required']);
  if (type === 'placed')
    return and(inArray(orders.status, ['Placed', 'Packed', 'Shipped', 'Delivered']), paidOrCash);
  if (type === 'cancelled') return eq(orders.status, 'Cancelled');
  if (type === 'pending')
    return and(eq(orders.status, 'Placed'), inArray(orders.paymentStatus, ['pending', 'failed']));
  if (type === 'released') return eq(orders.status, 'Released');
  return undefined;
}

/** Order reads; this module owns `orders`, `order_lines` and `coupon_uses`. */
export function createOrderRepository(db: Db) {
  /** The orders' lines by order id, each option value named (an older line from its product). */
  async function linesOf(orderIds: readonly string[]) {
    if (orderIds.length === 0) return new Map<string, OrderLineRow[]>();
    const rows = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .orderBy(orderLines.id);
    return groupBy(await withOptionNames(db, rows), (row) => row.orderId);
  }

  /**
   * The HUIDs of the hallmarked pieces packed for the orders' lines (reserved, sold, or since
   * returned; not one put back in stock), by line id, in one query on the pieces' order index.
   */
  async function huidsOf(orderIds: readonly string[]): Promise<Map<string, string[]>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ lineId: productPieces.orderLineId, huid: productPieces.huid })
      .from(productPieces)
      .where(
        and(
          inArray(productPieces.orderId, [...orderIds]),
          isNotNull(productPieces.orderLineId),
          ne(productPieces.state, 'in_stock'),
        ),
      )
      .orderBy(asc(productPieces.huid));
    const byLine = groupBy(rows, (row) => row.lineId ?? '');
    return new Map([...byLine].map(([lineId, pieces]) => [lineId, pieces.map((p) => p.huid)]));
  }

  /** The orders' refunds that are pending or processed, oldest first, by order id, in one query. */
  async function refundsOf(orderIds: readonly string[]): Promise<Map<string, OrderRefundRow[]>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select(orderRefundColumns)
      .from(refunds)
      .where(
        and(
          inArray(refunds.orderId, [...orderIds]),
          inArray(refunds.status, ['pending', 'processed']),
        ),
      )
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return groupBy(rows, (row) => row.orderId);
  }

  return {
    linesOf,
    huidsOf,
    refundsOf,

    /** A customer's own order (another's, or an id that is none, is null). */
    async own(customerId: string, orderId: string): Promise<OrderRow | null> {
      if (!isUuid(orderId)) return null;
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A customer's orders of a type, newest first, with the count of all of them. */
    async page(customerId: string, type: OrderType, limit: number, offset: number) {
      const where = and(eq(orders.customerId, customerId), orderTypeWhere(type));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A customer's own saved address. */
    async address(customerId: string, addressId: string): Promise<AddressRow | null> {
      if (!isUuid(addressId)) return null;
      const rows = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async byIdempotencyKey(customerId: string, key: string): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
