import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../test/recording-server.ts';
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
});
