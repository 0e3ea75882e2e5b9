/**
 * Order placement under load: many signed-in customers, each with one product in the
 * cart and a saved address, place cash orders at once through POST /api/order/add. Stock is ample
 * (no refusals expected). Afterwards the rows are reconciled: one order and one line per success,
 * the stock taken exactly once per unit ordered, the carts emptied.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { cartLines, orderLines, orders, products } from '../../apps/api/src/db/schema/index.ts';
import {
  createAddress,
  createCategory,
  createCustomerWithToken,
  createProduct,
  setSiteSettings,
} from '../../apps/api/test/factories.ts';
import { orderBody } from '../../apps/api/test/order-helpers.ts';

export const ORDER_STOCK = 1_000_000;

export type OrderCustomer = { authorization: string; addressId: string };

/** Customers with a live session and an address, and one product with ample stock (cash on). */
export async function prepareOrderCustomers(db: Db, jwtSecret: string, customers: number) {
  await setSiteSettings(db, { pod_status: true });
  const category = await createCategory(db, { slug: 'bench-orders' });
  const product = await createProduct(db, {
    categoryId: category.id,
    stock: ORDER_STOCK,
    price: 100_000,
    slug: 'bench-order-ring',
  });
  const list: OrderCustomer[] = [];
  for (let i = 0; i < customers; i++) {
    const { customer, authorization } = await createCustomerWithToken(db, {
      JWT_SECRET: jwtSecret,
    });
    const address = await createAddress(db, customer.id);
    list.push({ authorization, addressId: address.id });
  }
  return { productId: product.id, customers: list };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Fills every cart through the API (not timed), then places every customer's order with
 * `connections` requests in flight; answers orders/s and latency percentiles.
 */
export async function placeOrdersUnderLoad(
  base: string,
  headers: Record<string, string>,
  prepared: { productId: string; customers: readonly OrderCustomer[] },
  connections: number,
) {
  const json = { ...headers, 'content-type': 'application/json' };
  const { productId, customers } = prepared;
  for (const s of customers) {
    const res = await fetch(`${base}/api/customer/cart`, {
      method: 'POST',
      headers: { ...json, authorization: s.authorization },
      body: JSON.stringify({ products: [{ product_id: productId, quantity: 1, variant: [] }] }),
    });
    if (!res.ok) throw new Error(`cart: ${res.status} ${await res.text()}`);
  }
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < customers.length) {
        const s = customers[next++];
        if (!s) break;
        const body = orderBody(s.addressId, [{ product_id: productId, quantity: 1 }]);
        const t0 = performance.now();
        const res = await fetch(`${base}/api/order/add`, {
          method: 'POST',
          headers: { ...json, authorization: s.authorization },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  return {
    placed: customers.length - failed,
    failures: Object.fromEntries(failures),
    ordersPerSecond: (customers.length - failed) / seconds,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    seconds,
  };
}

/** The rows after the run: do orders, lines, stock and carts agree with what was answered? */
export async function reconcileOrders(db: Db, productId: string, placed: number) {
  const [o] = await db.select({ n: count() }).from(orders);
  const [l] = await db
    .select({ n: count(), units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .where(eq(orderLines.productId, productId));
  const [c] = await db
    .select({ n: count() })
    .from(cartLines)
    .where(eq(cartLines.productId, productId));
  const [p] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const numbers = await db
    .select({ n: sql<number>`count(distinct ${orders.orderNumber})::int` })
    .from(orders);
  const problems: string[] = [];
  if (o?.n !== placed) problems.push(`${o?.n} orders for ${placed} answered 200`);
  if (l?.n !== placed) problems.push(`${l?.n} order lines for ${placed} orders`);
  if ((p?.stock ?? 0) + (l?.units ?? 0) !== ORDER_STOCK)
    problems.push(`stock ${p?.stock} + ${l?.units} ordered ≠ ${ORDER_STOCK}`);
  if (c?.n !== 0) problems.push(`${c?.n} cart lines left`);
  if (numbers[0]?.n !== o?.n) problems.push('order numbers repeat');
  return { orders: o?.n ?? 0, stock: p?.stock ?? 0, problems };
}
