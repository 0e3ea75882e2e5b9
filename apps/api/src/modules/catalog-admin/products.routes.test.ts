import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages, type AdminProduct, type ProductBody } from '@aurelle/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  correctByHand,
  createAttribute,
  createCategory,
  createCollection,
  setCurrencyRates,
  setSiteSettings,
} from '../../../test/factories.ts';
import { customerWithCart, placeOrderAs } from '../../../test/order-helpers.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;
let rings: { id: string };
let bridal: { id: string };
let metal: Map<string, string>;

beforeAll(async () => {
  // A shop page to be served: old product addresses answer from the page shell.
  const staticDir = mkdtempSync(join(tmpdir(), 'aurelle-catalog-admin-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ STATIC_DIR: staticDir });
  await setCurrencyRates(t.db);
  await setSiteSettings(t.db, { pod_status: true });
  manager = await signedInStaff(t, 'manager');
  other = await signedInStaff(t, 'owner');
  rings = await createCategory(t.db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  bridal = await createCollection(t.db, { slug: 'bridal', name: 'Bridal' });
  metal = (await createAttribute(t.db, { code: 'metal', values: ['Yellow Gold', 'Platinum'] }))
    .valueIds;
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const productCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from products`))[0]?.n;

const body = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: { en: 'Aurora Solitaire', fr: 'Solitaire Aurore' },
  description: { en: 'A single brilliant.', fr: 'Un seul brillant.' },
  sku: `AUR-${Math.random().toString(36).slice(2, 8)}`,
  price: '1,23,456.50',
  categoryId: rings.id,
  collectionId: bridal.id,
  attributeValueIds: [metal.get('Platinum') ?? ''],
  options: [
    {
      code: 'ring-size',
      name: { en: 'Ring size', fr: 'Taille' },
      values: [
        { value: '12', label: { en: '12', fr: '12' }, priceDelta: '0' },
        { value: '14', label: { en: '14', fr: '14' }, priceDelta: '2,000' },
      ],
    },
  ],
  status: 'active',
  ...overrides,
});

async function create(overrides: Partial<ProductBody> = {}) {
  const res = await admin(t, 'POST', '/products', body(overrides), { cookie: manager.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProduct>();
}

const shop = (url: string, lang = 'en') => t.get(url, { 'accept-language': lang });

describe('creating a product', () => {
  it('stores rupees as paise, makes the slug, and the shop lists, finds and shows it at once', async () => {
    const product = await create({ name: { en: 'Céleste Halo Ring', fr: 'Bague Céleste' } });
    expect(product).toMatchObject({
      slug: 'celeste-halo-ring',
      price: 12_345_650,
      status: 'active',
      version: 1,
      stock: 0,
      options: [{ code: 'ring-size', values: [{ priceDelta: 0 }, { priceDelta: 200_000 }] }],
    });

    const detail = await shop(`/api/aurelle/products/${product.slug}`, 'fr');
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().product.name).toBe('Bague Céleste');
    // The shop shows whole rupees: ₹1,23,456.50 is 123 457 ₹ in French.
    expect(detail.json().product.prices_formatted.price).toMatch(/^123\s457\s₹$/);
    const found = await shop('/api/aurelle/products/search/celeste');
    expect(found.json().products.map((p: { name: string }) => p.name)).toContain(
      'Céleste Halo Ring',
    );
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/product/celeste-halo-ring');
  });

  it('keeps a draft off the shop until it is published', async () => {
    const draft = await create({ status: 'draft', name: { en: 'Quiet Draft Pendant', fr: '' } });
    expect((await shop(`/api/aurelle/products/${draft.slug}`)).statusCode).toBe(404);
    const published = await admin(
      t,
      'PUT',
      `/products/${draft.id}`,
      { ...body({ sku: draft.sku, name: { en: 'Quiet Draft Pendant', fr: '' } }), version: 1 },
      { cookie: manager.cookie },
    );
    expect(published.json()).toMatchObject({ status: 'active', version: 2 });
    expect((await shop(`/api/aurelle/products/${draft.slug}`)).statusCode).toBe(200);
  });

  it.each([
    ['price', { price: '12.345' }, catalogMessages.priceInvalid],
    ['price', { price: '-5' }, catalogMessages.priceInvalid],
    ['price', { price: '3,00,00,000' }, catalogMessages.priceTooHigh],
    [
      'compareAtPrice',
      { price: '5000', compareAtPrice: '4000' },
      catalogMessages.compareAtNotHigher,
    ],
    ['name.en', { name: { en: '  ', fr: 'Bague' } }, catalogMessages.nameRequired],
    ['sku', { sku: 'has space' }, catalogMessages.skuInvalid],
    ['slug', { slug: 'Not A Slug' }, catalogMessages.slugInvalid],
    [
      'categoryId',
      { categoryId: '00000000-0000-4000-8000-000000000000' },
      catalogMessages.categoryNotFound,
    ],
    [
      'options.0.values.1.priceDelta',
      {
        price: '1000',
        options: [
          {
            code: 'size',
            name: { en: 'Size', fr: '' },
            values: [
              { value: 'S', label: { en: 'S', fr: '' }, priceDelta: '0' },
              { value: 'XS', label: { en: 'XS', fr: '' }, priceDelta: '-2000' },
            ],
          },
        ],
      },
      catalogMessages.priceBelowZero,
    ],
  ] as const)(
    'refuses a bad %s with the form’s words and writes nothing',
    async (field, change, message) => {
      const before = await productCount();
      const res = await admin(t, 'POST', '/products', body(change as Partial<ProductBody>), {
        cookie: manager.cookie,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(await productCount()).toBe(before);
    },
  );

  it('refuses a taken SKU or typed slug (409) and finds a free slug when it makes one', async () => {
    const first = await create({ name: { en: 'Twin Band', fr: '' } });
    const second = await create({ name: { en: 'Twin Band', fr: '' } });
    expect(second.slug).toBe('twin-band-2');
    const sameSku = await admin(t, 'POST', '/products', body({ sku: first.sku.toLowerCase() }), {
      cookie: manager.cookie,
    });
    expect(sameSku.statusCode).toBe(409);
    expect(sameSku.json().errors).toEqual({ sku: catalogMessages.skuTaken });
    const sameSlug = await admin(t, 'POST', '/products', body({ slug: 'twin-band' }), {
      cookie: manager.cookie,
    });
    expect(sameSlug.json().errors).toEqual({ slug: catalogMessages.slugTaken });
  });
});

describe('editing a product', () => {
  it("saves options coded as the demo's are, with an underscore", async () => {
    const options = body().options?.map((option) => ({ ...option, code: 'ring_size' }));
    expect((await create({ options })).options[0]?.code).toBe('ring_size');
    const bad = await admin(
      t,
      'POST',
      '/products',
      body({ options: options?.map((option) => ({ ...option, code: 'Ring Size' })) }),
      { cookie: manager.cookie },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('redirects the old slug to the new one on the shop', async () => {
    const product = await create({ name: { en: 'Riviera Necklace', fr: '' } });
    const saved = await admin(
      t,
      'PUT',
      `/products/${product.id}`,
      { ...body({ sku: product.sku, slug: 'riviera-diamond-necklace' }), version: 1 },
      { cookie: manager.cookie },
    );
    expect(saved.json()).toMatchObject({
      slug: 'riviera-diamond-necklace',
      oldSlugs: ['riviera-necklace'],
    });
    const old = await t.app.inject({ method: 'GET', url: '/product/riviera-necklace?lng=fr' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/product/riviera-diamond-necklace?lng=fr');
    // Another product cannot take a slug that still redirects.
    const taken = await admin(t, 'POST', '/products', body({ slug: 'riviera-necklace' }), {
      cookie: manager.cookie,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('gives the shop page the title and description staff wrote for search engines', async () => {
    const product = await create({
      name: { en: 'Meadow Pendant', fr: '' },
      seo: {
        title: { en: 'Meadow Diamond Pendant in 18K Gold', fr: 'Pendentif Prairie en or 18K' },
        description: { en: 'A pavé pendant for every day.', fr: '' },
      },
    });
    const page = await t.app.inject({ method: 'GET', url: `/product/${product.slug}?lng=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Pendentif Prairie en or 18K">');
    expect(page.body).toContain('A pavé pendant for every day.');
  });

  it('refuses a save made from an older version, saying who changed what, and loses nothing', async () => {
    const product = await create();
    const theirs = await admin(
      t,
      'PUT',
      `/products/${product.id}`,
      { ...body({ sku: product.sku, price: '99,000' }), version: 1 },
      { cookie: other.cookie },
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await admin(
      t,
      'PUT',
      `/products/${product.id}`,
      { ...body({ sku: product.sku, name: { en: 'Mine', fr: '' } }), version: 1 },
      { cookie: manager.cookie },
    );
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toContain(catalogMessages.staleVersion);
    expect(mine.json().message).toContain(other.email);
    expect(mine.json().errors.price).toMatch(
      /^Changed by .* at \d+ \w+, \d\d:\d\d \(India time\)$/,
    );
    expect(Object.keys(mine.json().errors)).toEqual(['price']);
    const now = await admin(t, 'GET', `/products/${product.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(now.json()).toMatchObject({
      price: 9_900_000,
      version: 2,
      name: { en: 'Aurora Solitaire' },
    });
  });

  it('records each change in the audit log with the fields before and after', async () => {
    const product = await create();
    await admin(
      t,
      'PUT',
      `/products/${product.id}`,
      { ...body({ sku: product.sku, price: '1,000' }), version: 1 },
      { cookie: manager.cookie },
    );
    const log = await admin(
      t,
      'GET',
      `/audit?entityType=product&entityId=${product.id}`,
      undefined,
      {
        cookie: other.cookie,
      },
    );
    const [updated, created] = log.json().entries;
    expect(created.action).toBe('product.created');
    expect(updated).toMatchObject({
      action: 'product.updated',
      changes: { price: { before: 12_345_650, after: 100_000 }, version: { before: 1, after: 2 } },
    });
  });
});

describe('duplicating, archiving and deleting', () => {
  it('duplicates into a draft with its own SKU and slug and no stock', async () => {
    const source = await create({ name: { en: 'Lotus Studs', fr: 'Puces Lotus' } });
    const res = await admin(t, 'POST', `/products/${source.id}/duplicate`, undefined, {
      cookie: manager.cookie,
    });
    expect(res.json()).toMatchObject({
      status: 'draft',
      sku: `${source.sku}-COPY`,
      slug: 'lotus-studs-copy',
      name: { en: 'Lotus Studs (copy)', fr: 'Puces Lotus (copie)' },
      stock: 0,
      price: source.price,
      options: source.options,
    });
  });

  it('deletes a product never ordered, and keeps (409) one that was', async () => {
    const unsold = await create();
    const gone = await admin(t, 'DELETE', `/products/${unsold.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(gone.json()).toEqual({ ok: true });
    const sold = await create({ options: [] });
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 3 where id = ${sold.id}`),
    );
    const customer = await customerWithCart(t, sold.id, 1);
    const placed = await placeOrderAs(t, customer, [{ product_id: sold.id, quantity: 1 }], {
      paymentMethod: 'POD',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const kept = await admin(t, 'DELETE', `/products/${sold.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(catalogMessages.orderedNotDeleted);
    const archived = await admin(
      t,
      'PUT',
      `/products/${sold.id}`,
      { ...body({ sku: sold.sku, options: [], status: 'archived' }), version: 1 },
      { cookie: manager.cookie },
    );
    expect(archived.json()).toMatchObject({ status: 'archived', everOrdered: true });
    expect((await shop(`/api/aurelle/products/${sold.slug}`)).statusCode).toBe(404);
  });
});

describe('the product list', () => {
  it('filters, searches by name or SKU, and pages by keyset without repeating a row', async () => {
    const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
    for (const [i, price] of ['300', '100', '200', '100', '500'].entries())
      await create({ sku: `LST-${tag}-${i}`, price, name: { en: `List Piece ${i}`, fr: '' } });
    const pages: { sku: string; price: number }[] = [];
    let after: string | null = null;
    do {
      const query: string = `/products?q=LST-${tag}&sort=price&limit=2${after ? `&after=${after}` : ''}`;
      const res = await admin(t, 'GET', query, undefined, { cookie: manager.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.total).toBe(5);
      pages.push(...page.items);
      after = page.next;
    } while (after);
    expect(pages.map((row) => row.price)).toEqual([10_000, 10_000, 20_000, 30_000, 50_000]);
    expect(new Set(pages.map((row) => row.sku)).size).toBe(5);

    const byName = await admin(t, 'GET', `/products?q=list piece 4`, undefined, {
      cookie: manager.cookie,
    });
    expect(byName.json().items.map((row: { sku: string }) => row.sku)).toEqual([`LST-${tag}-4`]);
    const out = await admin(t, 'GET', `/products?q=LST-${tag}&stock=out&status=active`, undefined, {
      cookie: manager.cookie,
    });
    expect(out.json().total).toBe(5);
    const drafts = await admin(t, 'GET', `/products?q=LST-${tag}&status=draft`, undefined, {
      cookie: manager.cookie,
    });
    expect(drafts.json().total).toBe(0);
    const junk = await admin(t, 'GET', '/products?after=not-a-cursor', undefined, {
      cookie: manager.cookie,
    });
    expect(junk.statusCode).toBe(400);
  });

  it('is read by catalogue roles only', async () => {
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const res = await admin(t, 'GET', '/products', undefined, { cookie: fulfilment.cookie });
    expect(res.statusCode).toBe(403);
  });
});
