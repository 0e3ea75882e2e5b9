import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createCoupon, setCurrencyRates } from '../../../test/factories.ts';
import {
  counts,
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeCardOrder,
  placeOrderAs,
} from '../../../test/order-helpers.ts';

// Two instances of the shop on one database, each running the release job, as in production, on
// one clock the test moves past ORDER_PAYMENT_TIMEOUT (30 minutes).
const clock = createTestClock();
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp({}, { clock });
  second = await buildTestApp({}, { clock, shareDatabaseOf: first });
  await setCurrencyRates(first.db);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const post = (t: TestApp, url: string, authorization: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...t.headers, authorization }, payload });

async function unpaidCardOrder(productId: string, couponCode: string) {
  const s = await customerWithCart(first, productId, 1);
  const orderId = await placeCardOrder(first, s, productId, { couponCode });
  const created = await createPaymentOrder(first, s.authorization, orderId);
  expect(created.statusCode, created.body).toBe(200);
  return { s, orderId, providerOrder: created.json<{ orderId: string }>().orderId };
}

describe('unpaid card orders after ORDER_PAYMENT_TIMEOUT', () => {
  it('are released once by two instances at once: stock and coupon uses back, never payable again', async () => {
    const product = await orderableProduct(first.db, { stock: 6 });
    const coupon = await createCoupon(first.db, { couponQuantity: 5 });
    const unpaid = [];
    for (let i = 0; i < 4; i++) unpaid.push(await unpaidCardOrder(product.id, coupon.couponCode));
    expect((await counts(first.db, product.id)).stock).toBe(2);
    const [taken] = await first.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(taken?.couponQuantity).toBe(1);

    expect(await first.app.releaseUnpaidOrders()).toBe(0);
    clock.advance(31 * 60);
    const released = await Promise.all([
      first.app.releaseUnpaidOrders(),
      second.app.releaseUnpaidOrders(),
    ]);
    expect(released[0] + released[1]).toBe(4);
    expect(await second.app.releaseUnpaidOrders()).toBe(0);

    const after = await counts(first.db, product.id);
    expect(after.stock).toBe(6);
    const [left] = await first.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(left?.couponQuantity).toBe(5);
    for (const { orderId } of unpaid) {
      const [order] = await first.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'Released', couponId: coupon.id });
      expect(order?.releasedAt).toBeInstanceOf(Date);
    }

    // Neither instance lets a released order be paid: no new payment, no verify, no webhook.
    const { s, orderId, providerOrder } = unpaid[0] ?? {};
    if (!s || !orderId || !providerOrder) throw new Error('no order');
    const again = await createPaymentOrder(second, s.authorization, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBeTruthy();
    const paid = await second.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { razorpay_order_id: providerOrder, outcome: 'paid' },
    });
    const verify = await post(second, '/api/payment/verify-payment', s.authorization, {
      ...paid.json<Record<string, string>>(),
      orderId,
    });
    expect(verify.statusCode).toBe(409);
    const [order] = await first.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'Released' });
    expect(order?.paymentStatus).not.toBe('paid');
    expect((await counts(first.db, product.id)).stock).toBe(6);
  }, 60_000);

  it('keeps a paid card order and a cash order however old', async () => {
    const product = await orderableProduct(first.db, { stock: 3 });
    const cash = await customerWithCart(first, product.id, 1);
    const res = await placeOrderAs(first, cash, [{ product_id: product.id, quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    const card = await unpaidCardOrder(product.id, '');
    const paid = await first.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { razorpay_order_id: card.providerOrder, outcome: 'paid' },
    });
    const verify = await post(first, '/api/payment/verify-payment', card.s.authorization, {
      ...paid.json<Record<string, string>>(),
      orderId: card.orderId,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    clock.advance(31 * 60);
    expect(await first.app.releaseUnpaidOrders()).toBe(0);
    expect((await counts(first.db, product.id)).stock).toBe(1);
  }, 60_000);
});
