import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../test/recording-server.ts';
import { ProviderRefused } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay.provider.ts';

const KEY_ID = 'rzp_test_recorded1';
const KEY_SECRET = 'recorded-secret-123';

let razorpay: Awaited<ReturnType<typeof startRecordingServer>>;
/** Accepts the connection and never answers. */
let silent: Server;
let silentUrl: string;
beforeAll(async () => {
  razorpay = await startRecordingServer();
  silent = createServer(() => undefined);
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await razorpay.close();
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const input = {
  amount: 123_456,
  currency: 'INR',
  receipt: 'AU100042',
  notes: { orderId: '7d9f0d8e-0000-4000-8000-000000000001' },
};

describe('the Razorpay provider', () => {
  it("creates an order on Razorpay's orders API with the key, amount, currency and receipt", async () => {
    razorpay.reply(200, {
      id: 'order_Recorded123',
      entity: 'order',
      amount: 123_456,
      currency: 'INR',
      receipt: 'AU100042',
      status: 'created',
    });
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: razorpay.url,
    });
    expect(await provider.createOrder(input)).toEqual({ id: 'order_Recorded123' });
    const request = razorpay.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v1/orders' });
    const basic = Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64');
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      amount: 123_456,
      currency: 'INR',
      receipt: 'AU100042',
      notes: input.notes,
    });
  });

  it("fails with Razorpay's status and reason when it refuses", async () => {
    razorpay.reply(401, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: 'wrong-secret-123',
      apiUrl: razorpay.url,
    });
    await expect(provider.createOrder(input)).rejects.toThrow(
      'Razorpay refused the order: HTTP 401 (Authentication failed)',
    );
  });

  it('fails clearly on an answer that is not an order', async () => {
    razorpay.reply(200, { entity: 'order' });
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: razorpay.url,
    });
    await expect(provider.createOrder(input)).rejects.toThrow(
      'Razorpay answered an order without an id',
    );
  });

  it('gives up on a provider that does not answer within 10 s, with a clear error', async () => {
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: silentUrl,
    });
    const started = Date.now();
    await expect(provider.createOrder(input)).rejects.toThrow(
      /^Razorpay did not answer within 10 s$/,
    );
    expect(Date.now() - started).toBeLessThan(11_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
  }, 20_000);

  it('fails at once, naming the refused connection, when nothing listens at the address', async () => {
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: 'http://127.0.0.1:1',
    });
    const started = Date.now();
    const error = await provider.createOrder(input).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Razorpay could not be reached');
    expect((error as Error).cause).toMatchObject({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:1',
    });
  });

  describe('refunds', () => {
    const refund = {
      paymentId: 'pay_Recorded123',
      amount: 50_000,
      idempotencyKey: '4b1f1f4e-7c38-4d1c-9a61-2f0d7a2b9c11',
      notes: { refundId: '4b1f1f4e-7c38-4d1c-9a61-2f0d7a2b9c11', reason: 'Scratched' },
    };
    const provider = () =>
      createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: razorpay.url });

    it("asks Razorpay's refunds API with the amount, notes and the idempotency header", async () => {
      razorpay.reply(200, {
        id: 'rfnd_Recorded123',
        entity: 'refund',
        amount: 50_000,
        currency: 'INR',
        payment_id: 'pay_Recorded123',
        status: 'processed',
      });
      expect(await provider().refund(refund)).toEqual({
        id: 'rfnd_Recorded123',
        status: 'processed',
      });
      const request = razorpay.requests.at(-1);
      expect(request).toMatchObject({ method: 'POST', url: '/v1/payments/pay_Recorded123/refund' });
      expect(request?.headers['x-refund-idempotency']).toBe(refund.idempotencyKey);
      const basic = Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64');
      expect(request?.headers.authorization).toBe(`Basic ${basic}`);
      expect(JSON.parse(request?.body ?? '{}')).toEqual({
        amount: 50_000,
        speed: 'normal',
        notes: refund.notes,
      });
    });

    it('tells a refusal (nothing refunded) from an answer that never came (ask again)', async () => {
      razorpay.reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The refund amount is greater than the amount left',
        },
      });
      const refused = await provider()
        .refund(refund)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ProviderRefused);
      expect((refused as Error).message).toBe(
        'Razorpay refused the refund: HTTP 400 (The refund amount is greater than the amount left)',
      );
      razorpay.reply(409, { error: { code: 'BAD_REQUEST_ERROR', description: 'In progress' } });
      const busy = await provider()
        .refund(refund)
        .catch((e: unknown) => e);
      expect(busy).not.toBeInstanceOf(ProviderRefused);
      const unreachable = await createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        apiUrl: 'http://127.0.0.1:1',
      })
        .refund(refund)
        .catch((e: unknown) => e);
      expect(unreachable).not.toBeInstanceOf(ProviderRefused);
      expect((unreachable as Error).message).toBe('Razorpay did not confirm the refund');
    });
  });
});
