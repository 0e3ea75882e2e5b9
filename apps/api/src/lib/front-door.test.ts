import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.ts';
import { buildTestApp, TEST_API_KEY, type TestApp } from '../../test/build-test-app.ts';
import {
  createCategory,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../test/factories.ts';

/**
 * The front door (docs/decisions/0045) answers a visitor's repeat of a kept catalogue call ahead
 * of Fastify. These tests run a development-mode instance on a real port, with the half-second
 * version recheck a running shop has, and check that what the door answers is what Fastify
 * answers, and that it never answers what it must not.
 */
let t: TestApp;
let shop: TestApp;
let base = '';
const lines: Record<string, unknown>[] = [];
const ids = { ring: '', slug: '' };

beforeAll(async () => {
  t = await buildTestApp();
  await setCurrencyRates(t.db);
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
  const ring = await createProduct(t.db, {
    categoryId: rings.id,
    name: 'Halo Ring',
    price: 1_00_000_00,
    stock: 5,
  });
  ids.ring = ring.id;
  ids.slug = ring.slug ?? '';
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  shop = await buildTestApp(
    { NODE_ENV: 'development' },
    { shareDatabaseOf: t, logger: { level: 'info', stream: log } },
  );
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const address = shop.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
});

afterAll(async () => {
  await shop?.close();
  await t?.close();
});

const LIST = '/aurelle/products?page=1&limit=10&category=rings';

function list(body = '{}', headers: Record<string, string> = {}) {
  return fetch(base + LIST, {
    method: 'POST',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
    body,
  });
}

const detail = (headers: Record<string, string> = {}) =>
  fetch(`${base}/aurelle/products/${ids.slug}`, {
    headers: { 'x-api-key': TEST_API_KEY, ...headers },
  });

/** Status, headers (less the per-request ones) and body bytes. */
async function seen(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

/** Calls `call` and says whether the door answered it. */
async function viaDoor<T>(call: () => Promise<T>): Promise<{ result: T; door: boolean }> {
  const before = shop.app.frontDoor.answered;
  const result = await call();
  return { result, door: shop.app.frontDoor.answered > before };
}

const stockIn = (body: string) =>
  (JSON.parse(body) as { products: { _id: string; stock: number }[] }).products.find(
    (p) => p._id === ids.ring,
  )?.stock;

describe('the front door', () => {
  it("answers a visitor's repeated list with the bytes and headers Fastify sent, and the same log line", async () => {
    await list(); // the door learns that the list's answers may be kept by their body
    const first = await viaDoor(async () => seen(await list()));
    const again = await viaDoor(async () => seen(await list()));
    expect(first.door).toBe(false);
    expect(again.door).toBe(true);
    expect(again.result).toEqual(first.result);
    expect(first.result.status).toBe(200);
    expect(stockIn(first.result.body)).toBe(5);

    await new Promise((resolve) => setTimeout(resolve, 300)); // the log is written in batches
    const requestLines = lines.filter(
      (line) => line.msg === 'request' && line.url === `/api${LIST}`,
    );
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    const shape = (line: Record<string, unknown>) => Object.keys(line).sort();
    const [fastifyLine, doorLine] = requestLines.slice(-2) as Record<string, unknown>[];
    expect(shape(doorLine as Record<string, unknown>)).toEqual(
      shape(fastifyLine as Record<string, unknown>),
    );
    expect(doorLine).toMatchObject({ level: 30, method: 'POST', statusCode: 200 });
  });

  it('keeps a request id the caller sent', async () => {
    await detail();
    const { result, door } = await viaDoor(() => detail({ 'x-request-id': 'trace-42' }));
    expect(door).toBe(true);
    expect(result.headers.get('x-request-id')).toBe('trace-42');
  });

  it('answers a matching If-None-Match with an empty 304 and the same ETag', async () => {
    const etag = (await detail()).headers.get('etag') ?? '';
    const { result, door } = await viaDoor(() => detail({ 'if-none-match': etag }));
    expect(door).toBe(true);
    expect(result.status).toBe(304);
    expect(result.headers.get('etag')).toBe(etag);
    expect(await result.text()).toBe('');
  });

  it('keys on the body, the language and the currency', async () => {
    await list();
    const filtered = await viaDoor(async () => seen(await list('{"metal":["Platinum"]}')));
    expect(filtered.door).toBe(false);
    expect(JSON.parse(filtered.result.body).products).toEqual([]);
    // The body the door read is the one Fastify parsed on a miss: a broken one is still a 400.
    const broken = await viaDoor(() => list('{"metal":'));
    expect(broken.door).toBe(false);
    expect(broken.result.status).toBe(400);
    expect(await broken.result.json()).toHaveProperty('message');

    const english = await (await list()).json();
    const french = await viaDoor(async () =>
      (await list('{}', { 'accept-language': 'fr', 'x-currency': 'EUR' })).text(),
    );
    expect(french.door).toBe(false);
    expect(french.result).not.toEqual(JSON.stringify(english));
    expect(french.result).toContain('€');
  });

  it('waits for a body that comes after its headers, on a miss and on a hit', async () => {
    /** The list's POST over a raw socket: the headers, a pause, then the body. */
    const split = (body: string) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL(base + LIST);
        const socket = connect(Number(url.port), url.hostname);
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
          const [head = '', rest = ''] = answer.split('\r\n\r\n');
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
          if (length >= 0 && Buffer.byteLength(rest) >= length) {
            socket.end();
            resolve(answer);
          }
        });
        socket.on('error', reject);
        socket.write(
          `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
            `X-Api-Key: ${TEST_API_KEY}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        );
        setTimeout(() => socket.write(body), 50);
      });
    const body = '{"metal":["Gold"]}';
    const first = await viaDoor(() => split(body));
    expect(first.door).toBe(false);
    expect(first.result).toMatch(/^HTTP\/1.1 200/);
    const again = await viaDoor(() => split(body));
    expect(again.door).toBe(true);
    const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(bodyOf(again.result)).toBe(bodyOf(first.result));
    expect(bodyOf(again.result)).toBe(await (await list(body)).text());
  });

  it("never answers a signed-in customer's call, nor one without the storefront key", async () => {
    await list();
    const customer = await createCustomerWithToken(t.db, t.env);
    const signedIn = await viaDoor(() => list('{}', { authorization: customer.authorization }));
    expect(signedIn.door).toBe(false);
    expect(signedIn.result.headers.get('cache-control')).toBe('private, no-cache');

    const keyless = await viaDoor(() =>
      fetch(base + LIST, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(keyless.door).toBe(false);
    expect(keyless.result.status).toBe(401);
  });

  it('stops giving a kept answer once the stock moved, whoever moved it', async () => {
    await list();
    expect((await viaDoor(() => list())).door).toBe(true);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, ids.ring));
    // The instance re-reads the versions twice a second (decisions 0027, 0045).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await viaDoor(async () => (await list()).text());
    expect(after.door).toBe(false);
    expect(stockIn(after.result)).toBe(2);
    const again = await viaDoor(async () => (await list()).text());
    expect(again.door).toBe(true);
    expect(stockIn(again.result)).toBe(2);
  });
});
