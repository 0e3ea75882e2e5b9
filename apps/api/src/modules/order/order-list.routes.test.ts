import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderListResponse } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';

const clock = createTestClock();
const t = useTestApp({}, { clock });
beforeAll(async () => {
  await setCurrencyRates(t.db);
});

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

const get = (url: string, authorization?: string) =>
  t.app.inject({
    url,
    headers: { ...t.headers, ...(authorization ? { authorization } : {}) },
  });

/** Fills the cart again if a cash order emptied it, and orders one unit of `productId`. */
async function orderAgain(s: Customer, productId: string, paymentMethod: 'POD' | 'razorpay') {
  const current = await get('/api/customer/cart', s.authorization);
  if (current.json<{ cart: unknown[] }>().cart.length === 0) {
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers: { ...t.headers, authorization: s.authorization },
      payload: { products: [{ product_id: productId, quantity: 1, variant: [] }] },
    });
    expect(cart.statusCode, cart.body).toBe(200);
  }
  const res = await placeOrderAs(t, s, [{ product_id: productId, quantity: 1 }], { paymentMethod });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { _id: string; orderNumber: string } }>().data;
}

describe('GET /order/', () => {
  let customer: Customer;
  /** Oldest first, as placed. */
  const placed: { _id: string; orderNumber: string; card: boolean }[] = [];

  beforeAll(async () => {
    const product = await orderableProduct(t.db, { stock: 100 });
    customer = await customerWithCart(t, product.id, 1);
    // 10 cash orders, then 2 card orders; the first card order is left unpaid past the timeout.
    for (let i = 0; i < 12; i++) {
      const card = i >= 10;
      placed.push({ ...(await orderAgain(customer, product.id, card ? 'razorpay' : 'POD')), card });
    }
    clock.advance(31 * 60);
    expect(await t.app.releaseUnpaidOrders()).toBe(2);
    // A card order placed after the release stays pending.
    clock.advance(1);
    placed.push({ ...(await orderAgain(customer, product.id, 'razorpay')), card: true });
  }, 120_000);

  it('pages by 10, newest first, with the page info', async () => {
    const first = await get('/api/order/', customer.authorization);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const one = first.json<OrderListResponse>();
    expect(one).toMatchObject({ total: 13, page: 1, limit: 10, totalPages: 2 });
    const newestFirst = placed.map((o) => o.orderNumber).reverse();
    expect(one.orders.map((o) => o.orderNumber)).toEqual(newestFirst.slice(0, 10));
    const two = (await get('/api/order/?page=2', customer.authorization)).json<OrderListResponse>();
    expect(two.orders.map((o) => o.orderNumber)).toEqual(newestFirst.slice(10));
    const beyond = (
      await get('/api/order/?page=3', customer.authorization)
    ).json<OrderListResponse>();
    expect(beyond).toMatchObject({ orders: [], total: 13, page: 3 });
  });

  it('filters by orderType: placed, pending, released, all', async () => {
    const of = async (type: string) =>
      (
        await get(`/api/order/?orderType=${type}&limit=60`, customer.authorization)
      ).json<OrderListResponse>();
    const placedOnly = await of('placed');
    expect(placedOnly.total).toBe(10);
    expect(placedOnly.orders.every((o) => o.paymentMethod === 'POD' && o.status === 'Placed')).toBe(
      true,
    );
    const pending = await of('pending');
    expect(pending.orders.map((o) => o.orderNumber)).toEqual([placed[12]?.orderNumber]);
    expect(pending.orders[0]).toMatchObject({ orderType: 'pending', paymentStatus: 'pending' });
    const released = await of('released');
    expect(released.orders.map((o) => o.orderNumber)).toEqual([
      placed[11]?.orderNumber,
      placed[10]?.orderNumber,
    ]);
    expect(released.orders.every((o) => o.status === 'Released')).toBe(true);
    expect((await of('all')).total).toBe(13);
  });

  it('refuses a bad query with 400, and no token with 401', async () => {
    for (const query of ['orderType=shipped', 'page=0', 'limit=61', 'page=two']) {
      const res = await get(`/api/order/?${query}`, customer.authorization);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await get('/api/order/')).statusCode).toBe(401);
  });

  it("lists nothing of another customer's", async () => {
    const product = await orderableProduct(t.db, { stock: 5 });
    const other = await customerWithCart(t, product.id, 1);
    const res = await get('/api/order/', other.authorization);
    expect(res.json<OrderListResponse>()).toMatchObject({ orders: [], total: 0, totalPages: 0 });
  });
});

describe('GET /order/:orderId', () => {
  it('answers the own order with its lines, address and totals', async () => {
    const product = await orderableProduct(t.db, { stock: 5, price: 250_000 });
    const s = await customerWithCart(t, product.id, 2);
    const res = await placeOrderAs(t, s, [{ product_id: product.id, quantity: 2 }]);
    const { _id, orderNumber } = res.json<{ data: { _id: string; orderNumber: string } }>().data;
    const got = await get(`/api/order/${_id}`, s.authorization);
    expect(got.statusCode, got.body).toBe(200);
    const { order } = got.json<{ order: Order }>();
    expect(order).toMatchObject({
      _id,
      orderNumber,
      status: 'Placed',
      orderType: 'placed',
      paymentMethod: 'POD',
      paymentStatus: 'not_required',
      currency: 'INR',
      address: { _id: s.address.id },
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ product_id: product.id, quantity: 2 });
    expect(order.total).toBe(order.subtotal - order.discount + order.shippingCost);
  });

  it("answers 404 for another customer's order, an unknown id and a malformed id, never 500", async () => {
    const product = await orderableProduct(t.db, { stock: 5 });
    const owner = await customerWithCart(t, product.id, 1);
    const other = await customerWithCart(t, product.id, 1);
    const res = await placeOrderAs(t, owner, [{ product_id: product.id, quantity: 1 }]);
    const { _id } = res.json<{ data: { _id: string } }>().data;
    for (const [id, who] of [
      [_id, other.authorization],
      ['00000000-0000-4000-8000-000000000000', owner.authorization],
      ['not-an-order', owner.authorization],
      ["1' or '1'='1", owner.authorization],
    ] as const) {
      const got = await get(`/api/order/${encodeURIComponent(id)}`, who);
      expect(got.statusCode, id).toBe(404);
      expect(got.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await get(`/api/order/${'x'.repeat(65)}`, owner.authorization)).statusCode).toBe(400);
    expect((await get(`/api/order/${_id}`)).statusCode).toBe(401);
  });
});
