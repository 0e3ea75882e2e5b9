import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  correctByHand,
  createCategory,
  createContentBlock,
  createCustomerWithToken,
  createProduct,
  sellByHand,
  setCurrencyRates,
} from '../../../test/factories.ts';
import { createStockRepository } from './catalog-stock.repository.ts';

// Stock a visitor or customer sees is never more than 1 s behind the database, on any instance
// (docs/decisions/0067). Test apps re-read the versions on every request.
const t = useTestApp();
let ring: { id: string; slug: string | null; sku: string };

beforeAll(async () => {
  await setCurrencyRates(t.db);
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
  ring = await createProduct(t.db, { categoryId: rings.id, name: 'Halo Ring', stock: 4 });
  await createContentBlock(t.db, 'infocus_bridal', {
    title: 'Bridal',
    product_skus: [ring.sku],
  });
});

const setStock = (stock: number) =>
  correctByHand(t.db, (tx) =>
    tx.execute(sql`update products set stock = ${stock} where id = ${ring.id}`),
  );

async function shown(headers: Record<string, string> = {}) {
  const h = { ...t.headers, ...headers };
  const [list, detail, search, inFocus] = await Promise.all([
    t.app.inject({ method: 'POST', url: '/api/aurelle/products?category=rings', headers: h }),
    t.app.inject({ method: 'GET', url: `/api/aurelle/products/${ring.slug}`, headers: h }),
    t.app.inject({ method: 'GET', url: '/api/aurelle/products/search/halo', headers: h }),
    t.app.inject({ method: 'GET', url: '/api/aurelle/infocus/bridal', headers: h }),
  ]);
  return {
    list: list.json().products[0]?.stock,
    detail: detail.json().product.stock,
    search: search.json().products[0]?.stock,
    inFocus: inFocus.json().products[0]?.stock,
  };
}

describe('stock on list, detail, search and in-focus', () => {
  it('shows a stock change made by plain SQL, with no catalogue bump, at the next recheck', async () => {
    expect(await shown()).toEqual({ list: 4, detail: 4, search: 4, inFocus: 4 });
    await setStock(1);
    expect(await shown()).toEqual({ list: 1, detail: 1, search: 1, inFocus: 1 });
    await sellByHand(t.db, (tx) => createStockRepository(tx).take(ring.id, '', 1));
    expect(await shown()).toEqual({ list: 0, detail: 0, search: 0, inFocus: 0 });
    await setStock(4);
  });

  it('shows a customer the same live stock', async () => {
    const { authorization } = await createCustomerWithToken(t.db, t.env);
    await setStock(2);
    expect(await shown({ authorization })).toEqual({ list: 2, detail: 2, search: 2, inFocus: 2 });
    await setStock(4);
  });

  it('shows a product removed by plain SQL as gone at once: the removal moves the catalogue version', async () => {
    await shown();
    await t.db.execute(sql`update products set status = 'archived' where id = ${ring.id}`);
    const res = await t.get(`/api/aurelle/products/${ring.slug}`);
    expect(res.statusCode).toBe(404);
    await t.db.execute(sql`update products set status = 'active' where id = ${ring.id}`);
  });

  it('lets caches keep a visitor’s response only if they revalidate it; the ETag follows stock', async () => {
    const url = `/api/aurelle/products/${ring.slug}`;
    const first = await t.get(url);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const same = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...t.headers, 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    await setStock(3);
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...t.headers, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product.stock).toBe(3);
    for (const path of ['/api/aurelle/products/search/halo', '/api/aurelle/infocus/bridal']) {
      const res = await t.get(path);
      expect(res.headers['cache-control'], path).toBe('public, no-cache');
    }
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/aurelle/products',
      headers: t.headers,
    });
    expect(list.headers['cache-control']).toBe('public, no-cache');
    await setStock(4);
  });
});

describe('two instances on one database, each re-reading the versions every 500 ms', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Development mode: the recheck a running shop has, not the tests' 0.
    a = await buildTestApp({ NODE_ENV: 'development' }, { shareDatabaseOf: t });
    b = await buildTestApp({ NODE_ENV: 'development' }, { shareDatabaseOf: t });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const stockOn = async (app: TestApp) =>
    (await app.get(`/api/aurelle/products/${ring.slug}`)).json().product.stock as number;

  it('shows an order taken on one instance on the other within a second', async () => {
    expect(await stockOn(a)).toBe(4);
    expect(await stockOn(b)).toBe(4);
    await sellByHand(a.db, async (tx) => {
      await createStockRepository(tx).take(ring.id, '', 3);
    });
    // The versions are re-read on real time (lib/cache-versions.ts), not on the app's clock:
    // asked again until it shows, within the second.
    const changedAt = Date.now();
    await expect.poll(() => stockOn(b), { timeout: 1000, interval: 20 }).toBe(1);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    expect(await stockOn(a)).toBe(1);
    await setStock(4);
  });
});
