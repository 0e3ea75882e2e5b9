import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrderType } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { addresses, orderLines, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

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
  async function linesOf(orderIds: readonly string[]) {
    if (orderIds.length === 0) return new Map<string, OrderLineRow[]>();
    const rows = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .orderBy(orderLines.id);
    const byOrder = new Map<string, OrderLineRow[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  return {
    linesOf,

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
