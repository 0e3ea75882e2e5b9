import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@aurelle/contract';
import { orders, payments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeCardOrder,
} from '../../../test/order-helpers.ts';
import { startRecordingServer } from '../../../test/recording-server.ts';

/**
 * The payment provider down or silent: create-order answers 503 with a clear message
 * within the provider timeout (10 s), writes no payment, and the order can be paid once the
 * provider answers again.
 */
let razorpay: Awaited<ReturnType<typeof startRecordingServer>>;
/** Accepts connections and never answers: a provider that hangs. */
let silent: Server;
const apps: TestApp[] = [];

const providerEnv = (apiUrl: string) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_outage1',
  RAZORPAY_KEY_SECRET: 'outage-secret-123',
  RAZORPAY_WEBHOOK_SECRET: 'outage-webhook-123',
  RAZORPAY_API_URL: apiUrl,
});

beforeAll(async () => {
  razorpay = await startRecordingServer();
  silent = createServer(() => undefined);
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
});
afterAll(async () => {
  for (const t of apps.reverse()) await t.close();
  await razorpay.close();
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

/** A card order placed on `t`, and a call that asks the provider for its payment order. */
async function cardOrder(t: TestApp) {
  const product = await orderableProduct(t.db, { stock: 10 });
  const s = await customerWithCart(t, product.id);
  const orderId = await placeCardOrder(t, s, product.id);
  const createPayment = () => createPaymentOrder(t, s.authorization, orderId);
  return { orderId, createPayment, authorization: s.authorization };
}

describe('POST /api/payment/create-order with the provider down', () => {
  it('answers 503 at once when nothing listens, writes no payment, and pays later', async () => {
    // A port nobody listens on: the connection is refused.
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadPort = (closed.address() as AddressInfo).port;
    const deadUrl = `http://127.0.0.1:${deadPort}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const logged: { msg: string; err?: { message: string } }[] = [];
    const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
    const down = await buildTestApp(providerEnv(deadUrl), { logger: { level: 'error', stream } });
    apps.push(down);
    const { orderId, createPayment, authorization } = await cardOrder(down);
    const refused = await createPayment();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(messages.payment.providerFailed);
    expect(refused.headers['retry-after']).toBe('5');
    // The log names the network error itself.
    expect(logged.find((line) => line.err)?.err?.message).toMatch(
      new RegExp(
        `^Razorpay could not be reached: connect ECONNREFUSED 127\\.0\\.0\\.1:${deadPort}`,
      ),
    );
    expect(await down.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
    const [order] = await down.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paymentStatus).not.toBe('paid');
    expect(order?.releasedAt).toBeNull();

    // The provider is back (another instance of the shop on the same database reaches it).
    const up = await buildTestApp(providerEnv(razorpay.url), { shareDatabaseOf: down });
    apps.push(up);
    razorpay.reply(200, {
      id: 'order_BackAgain1',
      entity: 'order',
      amount: 1,
      currency: 'INR',
      status: 'created',
    });
    const again = await createPaymentOrder(up, authorization, orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe('order_BackAgain1');
  }, 40_000);

  it('answers 503 within the 10 s timeout when the provider never answers', async () => {
    const hung = await buildTestApp(
      providerEnv(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`),
    );
    apps.push(hung);
    const { createPayment } = await cardOrder(hung);
    const started = Date.now();
    const res = await createPayment();
    const seconds = (Date.now() - started) / 1000;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(messages.payment.providerFailed);
    expect(seconds).toBeGreaterThanOrEqual(9);
    expect(seconds).toBeLessThan(12);
  }, 40_000);
});
