import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import {
  correctByHand,
  createCategory,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../test/factories.ts';
import { customerWithCart, orderBody, placeOrder } from '../../test/order-helpers.ts';
import { setSiteSettings } from '../../test/factories.ts';

// The counters are read again only once a minute here: what a test sees fresh comes from the
// write having happened on this instance, not from a re-read.
const t = useTestApp({}, { versionRecheckMs: 60_000 });
let ring: { id: string; slug: string | null };

beforeAll(async () => {
  await setCurrencyRates(t.db);
  await setSiteSettings(t.db, { pod_status: true });
  const rings = await createCategory(t.db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  ring = await createProduct(t.db, { categoryId: rings.id, name: 'Halo Ring', stock: 4 });
});

const list = (headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/aurelle/products?category=rings',
    headers: { ...t.headers, ...headers },
    payload,
  });
const detail = (headers: Record<string, string> = {}) =>
  t.get(`/api/aurelle/products/${ring.slug}`, headers);

describe('the response cache', () => {
  it("answers a visitor's repeat with the same bytes and headers, without the route", async () => {
    const built = vi.spyOn(t.app.catalog, 'list');
    const first = await list();
    const again = await list({ 'x-request-id': 'repeat-1' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'content-security-policy'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers['x-request-id']).toBe('repeat-1');
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });

  it('answers a GET naming its ETag with an empty 304, from the cache or not', async () => {
    const first = await detail();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const notModified = await detail({ 'if-none-match': `W/"other", ${etag}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
  });

  it('keys on the body, the language and the currency', async () => {
    const inr = await list();
    const eur = await list({ 'x-currency': 'EUR' });
    const fr = await list({ 'accept-language': 'fr' });
    const filtered = await list({}, { metal: ['no-such-metal'] });
    expect(inr.json().products[0].currency).toBe('INR');
    expect(eur.json().products[0].currency).toBe('EUR');
    expect(fr.json().products[0].category.name).toBe('Bagues');
    expect(filtered.json().products).toEqual([]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/aurelle/products?category=rings',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '{"sort":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('never gives a cached response to a signed-in customer, nor caches theirs', async () => {
    const { authorization } = await createCustomerWithToken(t.db, t.env);
    await detail();
    const built = vi.spyOn(t.app.catalog, 'product');
    const mine = await detail({ authorization });
    expect(mine.json().product.inWishlist).toBe(false);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
    expect((await detail()).json().product.inWishlist).toBeUndefined();
  });

  it('shows an order placed on this instance in its very next answer', async () => {
    expect((await detail()).json().product.stock).toBe(4);
    const { authorization, address } = await customerWithCart(t, ring.id, 1);
    const placed = await placeOrder(
      t,
      authorization,
      orderBody(address.id, [{ product_id: ring.id, quantity: 1 }]),
    );
    expect(placed.statusCode).toBe(200);
    expect((await detail()).json().product.stock).toBe(3);
    expect((await list()).json().products[0].stock).toBe(3);
  });

  it("shows another instance's stock change only once the counters are read again", async () => {
    await detail();
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 2 where id = ${ring.id}`),
    );
    expect((await detail()).json().product.stock).toBe(3);
    t.app.versions.expire();
    expect((await detail()).json().product.stock).toBe(2);
  });
});
