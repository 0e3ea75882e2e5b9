import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments } from '../../db/schema/index.ts';
import { keptMail } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import {
  counts,
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeCardOrder,
} from '../../../test/order-helpers.ts';
import { hmacHex } from './payment-signature.ts';

const mail = keptMail();
const clock = createTestClock();
const t = useTestApp({}, { mailer: mail, clock });
beforeAll(async () => {
  await setCurrencyRates(t.db);
});

async function cardOrder(stock = 5) {
  const product = await orderableProduct(t.db, { stock });
  const s = await customerWithCart(t, product.id, 1);
  const orderId = await placeCardOrder(t, s, product.id);
  const created = await createPaymentOrder(t, s.authorization, orderId, { 'x-currency': 'USD' });
  return { product, s, orderId, created };
}

const post = (url: string, authorization: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...t.headers, authorization }, payload });

describe('payments in the sandbox', () => {
  it("creates a provider order for the order total in the order's currency", async () => {
    const { created } = await cardOrder();
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      status: true,
      key: 'rzp_test_sandbox',
      amount: 100_000,
      currency: 'INR',
    });
    expect(created.json<{ orderId: string }>().orderId).toMatch(/^order_/);
  });

  it('pays, verifies once however often it is sent, empties the cart and sends one e-mail', async () => {
    const { s, orderId, created } = await cardOrder();
    const providerOrder = created.json<{ orderId: string }>().orderId;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { razorpay_order_id: providerOrder, outcome: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const handler = paid.json<Record<string, string>>();
    const body = { ...handler, orderId, options: {} };
    const [a, b] = await Promise.all([
      post('/api/payment/verify-payment', s.authorization, body),
      post('/api/payment/verify-payment', s.authorization, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('paid');
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.every((l) => l.orderStatus === 'Placed')).toBe(true);
    const cart = await t.app.inject({
      url: '/api/customer/cart',
      headers: { ...t.headers, authorization: s.authorization },
    });
    expect(cart.json<{ cart: unknown[] }>().cart).toEqual([]);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const sent = mail.sent.filter((m) => m.to === s.customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Your Aurelle order ${order?.orderNumber}`);
    expect(sent[0]?.html).toContain('/media/ring.svg');
    expect(sent[0]?.text).toContain('Card, UPI or net banking');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { s, orderId, created } = await cardOrder();
    const providerOrder = created.json<{ orderId: string }>().orderId;
    const res = await post('/api/payment/verify-payment', s.authorization, {
      razorpay_order_id: providerOrder,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'a'.repeat(64),
      orderId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Error verifying payment.');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).toBe('pending');
  });

  it('settles from the webhook alone, ignores replays, records failures without undoing a capture, refuses bad signatures', async () => {
    const { orderId, created } = await cardOrder();
    const providerOrder = created.json<{ orderId: string }>().orderId;
    const event = (name: string) =>
      JSON.stringify({
        event: name,
        payload: {
          payment: {
            entity: { id: 'pay_webhook1', order_id: providerOrder, error_description: 'declined' },
          },
        },
      });
    const send = (raw: string, signature = hmacHex(t.env.payment.webhookSecret, raw)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: raw,
      });
    expect((await send(event('payment.captured'), 'f'.repeat(64))).statusCode).toBe(400);
    const captured = event('payment.captured');
    const results = await Promise.all([send(captured), send(captured)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await send(event('payment.failed'))).statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, providerOrder));
    expect([order?.paymentStatus, payment?.status]).toEqual(['paid', 'paid']);
  });

  it('releases an unpaid card order after ORDER_PAYMENT_TIMEOUT: stock back, and it can no longer be paid', async () => {
    const { product, s, orderId, created } = await cardOrder(3);
    expect((await counts(t.db, product.id)).stock).toBe(2);
    expect(await t.app.releaseUnpaidOrders()).toBe(0);
    clock.advance(31 * 60);
    expect(await t.app.releaseUnpaidOrders()).toBeGreaterThan(0);
    expect((await counts(t.db, product.id)).stock).toBe(3);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('Released');
    const again = await post('/api/payment/create-order', s.authorization, { orderId });
    expect(again.statusCode).toBe(409);
    const providerOrder = created.json<{ orderId: string }>().orderId;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { razorpay_order_id: providerOrder, outcome: 'paid' },
    });
    const verify = await post('/api/payment/verify-payment', s.authorization, {
      ...paid.json<Record<string, string>>(),
      orderId,
    });
    expect(verify.statusCode).toBe(409);
  });
});
