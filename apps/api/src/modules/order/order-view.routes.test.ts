import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order, OrderListResponse } from '@aurelle/contract';
import { orderLines, orders, productPieces, refunds } from '../../db/schema/index.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';

const t = useCheckoutTestApp();

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

const get = (url: string, s: Customer, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...t.headers, authorization: s.authorization, ...headers } });

let huidSeq = 0;
/** A fresh 6-character HUID (capital letters and digits), unique in this file. */
const newHuid = () => `HU${String(++huidSeq).padStart(4, '0')}`;

/** A cash order of `quantity` units of a new product, in the request's currency. */
async function cashOrder(quantity: number, headers: Record<string, string> = {}) {
  const product = await orderableProduct(t.db, { stock: 20, price: 103_000 });
  const s = await customerWithCart(t, product.id, quantity);
  const res = await placeOrderAs(t, s, [{ product_id: product.id, quantity }], {}, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { _id } = res.json<{ data: { _id: string } }>().data;
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, _id));
  if (!line) throw new Error('no line');
  return { s, orderId: _id, productId: product.id, lineId: line.id };
}

async function piece(
  productId: string,
  state: 'in_stock' | 'reserved' | 'sold' | 'returned',
  packedFor: { orderId: string; lineId: string } | null,
) {
  const huid = newHuid();
  await t.db.insert(productPieces).values({
    productId,
    huid,
    state,
    orderId: packedFor?.orderId ?? null,
    orderLineId: packedFor?.lineId ?? null,
  });
  return huid;
}

async function refund(
  orderId: string,
  amount: number,
  status: 'pending' | 'processed' | 'failed',
  createdAt: Date,
) {
  await t.db.insert(refunds).values({
    orderId,
    amount,
    currency: 'INR',
    method: 'cash',
    status,
    reason: 'Returned within 15 days',
    idempotencyKey: `refund-${orderId}-${createdAt.getTime()}`,
    createdAt,
    processedAt: status === 'processed' ? createdAt : null,
  });
}

describe("the customer's order once it has moved on", () => {
  const packedAt = new Date('2031-03-02T10:00:00Z');
  const shippedAt = new Date('2031-03-03T11:00:00Z');
  let shipped: Awaited<ReturnType<typeof cashOrder>>;
  let packedHuids: string[];

  beforeAll(async () => {
    shipped = await cashOrder(2);
    await t.db
      .update(orders)
      .set({
        status: 'Shipped',
        packedAt,
        shippedAt,
        carrier: 'Blue Dart',
        trackingNumber: 'BD 1234-5678',
        trackingUrl: 'https://track.example/BD12345678',
      })
      .where(eq(orders.id, shipped.orderId));
    await t.db
      .update(orderLines)
      .set({ orderStatus: 'Shipped' })
      .where(eq(orderLines.orderId, shipped.orderId));
    const packedFor = { orderId: shipped.orderId, lineId: shipped.lineId };
    packedHuids = [
      await piece(shipped.productId, 'sold', packedFor),
      await piece(shipped.productId, 'returned', packedFor),
    ].sort();
    // Neither a piece put back in stock after packing, nor another piece of the product, is theirs.
    await piece(shipped.productId, 'in_stock', packedFor);
    await piece(shipped.productId, 'in_stock', null);
    await refund(shipped.orderId, 10_000, 'processed', new Date('2031-03-05T09:00:00Z'));
    await refund(shipped.orderId, 5_000, 'pending', new Date('2031-03-06T09:00:00Z'));
    await refund(shipped.orderId, 7_000, 'failed', new Date('2031-03-07T09:00:00Z'));
  });

  it('GET /order/:id answers the dates, tracking, HUIDs and refunds (INR)', async () => {
    const res = await get(`/api/order/${shipped.orderId}`, shipped.s);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json<{ order: Order }>();
    expect(order).toMatchObject({
      status: 'Shipped',
      orderType: 'placed',
      packedAt: packedAt.toISOString(),
      shippedAt: shippedAt.toISOString(),
      deliveredAt: null,
      cancelledAt: null,
      tracking: {
        carrier: 'Blue Dart',
        number: 'BD 1234-5678',
        url: 'https://track.example/BD12345678',
      },
      refunds: [
        {
          amount: 100,
          amountFormatted: '₹100',
          status: 'processed',
          createdAt: '2031-03-05T09:00:00.000Z',
        },
        {
          amount: 50,
          amountFormatted: '₹50',
          status: 'pending',
          createdAt: '2031-03-06T09:00:00.000Z',
        },
      ],
      // Only what is back: the processed refund, not the pending one nor the failed one.
      refundedFormatted: '₹100',
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ orderStatus: 'Shipped', huids: packedHuids });
  });

  it('GET /order/ answers the same for each order of the page, and nothing for a fresh one', async () => {
    const fresh = await cashOrder(1);
    const res = await get('/api/order/', fresh.s);
    const [order] = res.json<OrderListResponse>().orders;
    expect(order).toMatchObject({
      status: 'Placed',
      packedAt: null,
      shippedAt: null,
      tracking: null,
      refunds: [],
      refundedFormatted: null,
    });
    expect(order?.lines[0]?.huids).toEqual([]);

    const list = (await get('/api/order/', shipped.s)).json<OrderListResponse>();
    const one = (await get(`/api/order/${shipped.orderId}`, shipped.s)).json<{ order: Order }>();
    expect(list.orders).toEqual([one.order]);
  });

  it('answers a cancelled order in its own currency and rate (EUR), in the list and alone', async () => {
    const eur = { 'x-currency': 'EUR', 'accept-language': 'fr' };
    const cancelled = await cashOrder(2, eur);
    const cancelledAt = new Date('2031-03-04T08:00:00Z');
    await t.db
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt, cancelReason: 'Out of stock' })
      .where(eq(orders.id, cancelled.orderId));
    // ₹2,060 at the order's rate (0.011): €22.66, whatever the rate is today.
    await refund(cancelled.orderId, 206_000, 'processed', new Date('2031-03-04T09:00:00Z'));
    await setCurrencyRates(t.db, [{ code: 'EUR', symbol: '€', rate: '0.02', fractionDigits: 2 }]);
    try {
      const alone = await get(`/api/order/${cancelled.orderId}`, cancelled.s, eur);
      const { order } = alone.json<{ order: Order }>();
      expect(order).toMatchObject({
        status: 'Cancelled',
        orderType: 'cancelled',
        currency: 'EUR',
        cancelledAt: cancelledAt.toISOString(),
        refunds: [{ amount: 22.66, status: 'processed' }],
      });
      expect(order.refunds[0]?.amountFormatted).toMatch(/^22,66\s€$/);
      expect(order.refundedFormatted).toBe(order.refunds[0]?.amountFormatted);
      expect(order.totalFormatted).toBe(order.refundedFormatted);

      // Asked in English, the same amounts are written the English way.
      const english = await get(`/api/order/${cancelled.orderId}`, cancelled.s, {
        'x-currency': 'EUR',
      });
      expect(english.json<{ order: Order }>().order.refundedFormatted).toBe('€22.66');

      const listed = await get('/api/order/?orderType=cancelled', cancelled.s, eur);
      expect(listed.json<OrderListResponse>().orders).toEqual([order]);
      const placed = await get('/api/order/?orderType=placed', cancelled.s, eur);
      expect(placed.json<OrderListResponse>().total).toBe(0);
    } finally {
      await setCurrencyRates(t.db);
    }
  });

  it('reads a page of 12 orders in as many queries as a page of one', async () => {
    const one = await cashOrder(1);
    const many = await cashOrder(1);
    for (let i = 0; i < 11; i++) {
      const cart = await t.app.inject({
        method: 'POST',
        url: '/api/customer/cart',
        headers: { ...t.headers, authorization: many.s.authorization },
        payload: { products: [{ product_id: many.productId, quantity: 1, variant: [] }] },
      });
      expect(cart.statusCode, cart.body).toBe(200);
      const res = await placeOrderAs(t, many.s, [{ product_id: many.productId, quantity: 1 }]);
      expect(res.statusCode, res.body).toBe(200);
      const { _id } = res.json<{ data: { _id: string } }>().data;
      const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, _id));
      await piece(many.productId, 'reserved', { orderId: _id, lineId: line?.id ?? '' });
      await refund(_id, 1_000, 'pending', new Date(Date.now() + i));
    }
    // The confirmation e-mails' jobs read orders too: let them finish before counting.
    await t.app.jobs.drain();
    const client = (t.db as unknown as { $client: { query: (...args: never[]) => unknown } })
      .$client;
    const queries = vi.spyOn(client, 'query');
    /** Reads of the order's own rows (not the caches' counters or the session's). */
    const orderReads = () =>
      queries.mock.calls.filter((args: unknown[]) => {
        const first = args[0] as string | { text?: string } | undefined;
        const text = typeof first === 'string' ? first : (first?.text ?? '');
        return /order_lines|product_pieces|refunds|"orders"/.test(text);
      }).length;
    const countQueries = async (s: Customer, expected: number) => {
      queries.mockClear();
      const res = await get('/api/order/?limit=60', s);
      expect(res.json<OrderListResponse>().orders).toHaveLength(expected);
      return orderReads();
    };
    try {
      const forOne = await countQueries(one.s, 1);
      const forMany = await countQueries(many.s, 12);
      expect(forOne).toBeGreaterThan(0);
      expect(forMany).toBe(forOne);
    } finally {
      queries.mockRestore();
    }
    const page = (await get('/api/order/?limit=60', many.s)).json<OrderListResponse>();
    expect(page.orders.filter((o) => o.lines[0]?.huids.length === 1)).toHaveLength(11);
    expect(page.orders.filter((o) => o.refunds.length === 1)).toHaveLength(11);
  });
});
