import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@aurelle/contract';
import { refunds } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeCardOrder,
} from '../../../test/order-helpers.ts';
import { startRecordingServer } from '../../../test/recording-server.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { hmacHex } from '../payment/payment-signature.ts';

/**
 * Refunds through Razorpay's real API shape (a local stand-in): an answer that never comes leaves
 * the refund pending, and asking again with the same key asks Razorpay with the same
 * `X-Refund-Idempotency`, so the money goes back once.
 */
const WEBHOOK_SECRET = 'refund-webhook-123';
let razorpay: Awaited<ReturnType<typeof startRecordingServer>>;
let t: TestApp;
let manager: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  razorpay = await startRecordingServer();
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_refunds1',
    RAZORPAY_KEY_SECRET: 'refund-secret-123',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
  });
  manager = await signedInStaff(t, 'manager');
});
afterAll(async () => {
  await t?.close();
  await razorpay.close();
});

/** A card order paid as Razorpay reports it: its order API, then a signed `payment.captured`. */
async function paidOrder() {
  const product = await orderableProduct(t.db, { stock: 5, price: 150_000 });
  const s = await customerWithCart(t, product.id);
  const orderId = await placeCardOrder(t, s, product.id);
  razorpay.reply(200, { id: `order_R${orderId.slice(0, 8)}`, entity: 'order', status: 'created' });
  const created = await createPaymentOrder(t, s.authorization, orderId);
  expect(created.statusCode, created.body).toBe(200);
  const event = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: `pay_R${orderId.slice(0, 8)}`, order_id: `order_R${orderId.slice(0, 8)}` },
      },
    },
  });
  const captured = await t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, event),
    },
    payload: event,
  });
  expect(captured.statusCode).toBe(200);
  return orderId;
}

describe('a refund through Razorpay', () => {
  it('stays pending when Razorpay does not answer, and is asked again with the same key', async () => {
    const orderId = await paidOrder();
    const body = { idempotencyKey: 'provider-down-01', reason: 'Returned', amount: '500' };
    const refund = () =>
      admin(t, 'POST', `/orders/${orderId}/refunds`, body, { cookie: manager.cookie });

    razorpay.reply(503, { error: { code: 'SERVER_ERROR', description: 'Unavailable' } });
    const first = await refund();
    expect(first.statusCode).toBe(503);
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(pending).toMatchObject({ status: 'pending', amount: 50_000, providerRefundId: null });

    razorpay.reply(200, {
      id: 'rfnd_Retried12345',
      entity: 'refund',
      amount: 50_000,
      payment_id: `pay_R${orderId.slice(0, 8)}`,
      status: 'processed',
    });
    const again = await refund();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AdminOrder>().money?.refunds).toEqual([
      expect.objectContaining({
        amount: 50_000,
        status: 'processed',
        providerRefundId: 'rfnd_Retried12345',
      }),
    ]);
    const asked = razorpay.requests.filter((r) => r.url.endsWith('/refund'));
    expect(asked.map((r) => r.url)).toEqual([
      `/v1/payments/pay_R${orderId.slice(0, 8)}/refund`,
      `/v1/payments/pay_R${orderId.slice(0, 8)}/refund`,
    ]);
    // Both asks carry the refund's own id as Razorpay's idempotency key.
    expect(asked.map((r) => r.headers['x-refund-idempotency'])).toEqual([pending?.id, pending?.id]);
    // A third ask answers the refund as it is, without asking Razorpay again.
    expect((await refund()).statusCode).toBe(200);
    expect(razorpay.requests.filter((r) => r.url.endsWith('/refund'))).toHaveLength(2);
  });

  it('asks again by itself for a refund Razorpay never answered, with the same key', async () => {
    const orderId = await paidOrder();
    razorpay.reply(503, { error: { code: 'SERVER_ERROR', description: 'Unavailable' } });
    const first = await admin(
      t,
      'POST',
      `/orders/${orderId}/refunds`,
      { idempotencyKey: 'left-pending-01', reason: 'Returned', amount: '300' },
      { cookie: manager.cookie },
    );
    expect(first.statusCode).toBe(503);
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    // Not yet due: asked only once it has waited.
    expect(await t.app.orderAdmin.askPendingRefunds(new Date(0))).toBe(0);
    razorpay.reply(200, {
      id: 'rfnd_Periodic12345',
      entity: 'refund',
      amount: 30_000,
      status: 'processed',
    });
    const later = new Date(Date.now() + 60_000);
    expect(await t.app.orderAdmin.askPendingRefunds(later)).toBe(1);
    const [taken] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(taken).toMatchObject({ status: 'processed', providerRefundId: 'rfnd_Periodic12345' });
    expect(razorpay.requests.at(-1)?.headers['x-refund-idempotency']).toBe(pending?.id);
    expect(await t.app.orderAdmin.askPendingRefunds(later)).toBe(0);
  });

  it('records a refund Razorpay refused as failed, and nothing as refunded', async () => {
    const orderId = await paidOrder();
    razorpay.reply(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded' },
    });
    const refused = await admin(
      t,
      'POST',
      `/orders/${orderId}/refunds`,
      { idempotencyKey: 'provider-refused-01', reason: 'Returned', amount: '500' },
      { cookie: manager.cookie },
    );
    expect(refused.statusCode).toBe(409);
    const order = (
      await admin(t, 'GET', `/orders/${orderId}`, undefined, { cookie: manager.cookie })
    ).json<AdminOrder>();
    expect(order.money?.refunds[0]).toMatchObject({ status: 'failed' });
    expect(order.money?.refundable).toBe(150_000);
    expect(order.refundState).toBe('none');
  });
});
