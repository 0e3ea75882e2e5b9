import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PAGE_SIZE,
  productListResponseSchema,
  type ProductListResponse,
} from '@aurelle/contract';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  addToWishlist,
  createAttribute,
  createCategory,
  createCollection,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../../test/factories.ts';
import { createRankingCatalog, RING_BY_RELEVANCE } from '../../../test/search-factories.ts';

const t = useTestApp();
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  await setCurrencyRates(t.db);
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
  const earrings = await createCategory(t.db, { slug: 'earrings', name: 'Earrings' });
  const bridal = await createCollection(t.db, { slug: 'bridal', name: 'Bridal' });
  await createAttribute(t.db, {
    code: 'metal',
    name: 'Metal',
    values: ['Yellow Gold', 'White Gold', 'Platinum'],
  });
  await createAttribute(t.db, { code: 'stone', name: 'Stone', values: ['Diamond', 'Ruby'] });
  const make = async (key: string, input: Parameters<typeof createProduct>[1]) => {
    ids[key] = (await createProduct(t.db, input)).id;
  };
  await make('solitaire', {
    categoryId: rings.id,
    collectionId: bridal.id,
    name: { en: 'Solitaire Ring', fr: 'Bague solitaire' },
    price: 12_500_000,
    originalPrice: 15_000_000,
    featuredRank: 1,
    createdAt: day(1),
    attributes: { metal: ['Yellow Gold'], stone: ['Diamond'] },
  });
  await make('halo', {
    categoryId: rings.id,
    collectionId: bridal.id,
    name: 'Halo Ring',
    price: 9_000_000,
    featuredRank: 2,
    createdAt: day(2),
    attributes: { metal: ['White Gold'], stone: ['Diamond'] },
  });
  await make('band', {
    categoryId: rings.id,
    name: 'Eternity Band',
    price: 20_000_000,
    createdAt: day(5),
    attributes: { metal: ['Platinum'], stone: ['Diamond'] },
  });
  await make('ruby', {
    categoryId: rings.id,
    name: 'Ruby Cocktail Ring',
    price: 7_000_000,
    createdAt: day(3),
    attributes: { metal: ['Yellow Gold'], stone: ['Ruby'] },
  });
  await make('studs', {
    categoryId: earrings.id,
    name: 'Diamond Studs',
    price: 5_000_000,
    createdAt: day(4),
    attributes: { metal: ['White Gold'], stone: ['Diamond'] },
  });
  await make('hidden', { categoryId: earrings.id, name: 'Retired Hoops', isActive: false });
});

async function list(query = '', body?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/aurelle/products${query}`,
    headers: { ...t.headers, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
async function listOk(
  query = '',
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ProductListResponse> {
  const res = await list(query, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponseSchema.parse(res.json());
}
const names = (body: ProductListResponse) => body.products.map((p) => p.name);

describe('POST /api/{brand}/products', () => {
  it('lists active products, featured first, with page info and the default page size', async () => {
    const body = await listOk();
    expect(body).toMatchObject({ total: 5, page: 1, limit: 10, totalPages: 1 });
    expect(names(body)).toEqual([
      'Solitaire Ring',
      'Halo Ring',
      'Eternity Band',
      'Diamond Studs',
      'Ruby Cocktail Ring',
    ]);
    expect(body.products[0]).not.toHaveProperty('inWishlist');
  });

  it('pages with page and limit', async () => {
    const body = await listOk('?page=2&limit=2');
    expect(body).toMatchObject({ total: 5, page: 2, limit: 2, totalPages: 3 });
    expect(names(body)).toEqual(['Eternity Band', 'Diamond Studs']);
    expect((await listOk('?page=9&limit=2')).products).toEqual([]);
  });

  it.each([
    [
      'newest',
      ['Eternity Band', 'Diamond Studs', 'Ruby Cocktail Ring', 'Halo Ring', 'Solitaire Ring'],
    ],
    [
      'price-asc',
      ['Diamond Studs', 'Ruby Cocktail Ring', 'Halo Ring', 'Solitaire Ring', 'Eternity Band'],
    ],
    [
      'price-desc',
      ['Eternity Band', 'Solitaire Ring', 'Halo Ring', 'Ruby Cocktail Ring', 'Diamond Studs'],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(names(await listOk(`?sort=${sort}`))).toEqual(expected);
  });

  it('lists new arrivals newest first', async () => {
    expect(names(await listOk('?list_type=new-arrival&limit=2'))).toEqual([
      'Eternity Band',
      'Diamond Studs',
    ]);
  });

  it('filters by category and collection, by slug or _id', async () => {
    expect((await listOk('?category=earrings')).total).toBe(1);
    expect((await listOk(`?category=rings,earrings&collection=bridal`)).total).toBe(2);
    const ring = (await listOk('?category=rings')).products[0];
    expect((await listOk(`?category=${ring?.category._id}`)).total).toBe(4);
    expect((await listOk('', { category: ['earrings'] })).total).toBe(1);
  });

  it('filters by attribute values: OR inside an attribute, AND across attributes', async () => {
    expect((await listOk('', { metal: ['Yellow Gold', 'Platinum'] })).total).toBe(3);
    expect(
      names(
        await listOk('?sort=price-asc', { metal: ['Yellow Gold', 'Platinum'], stone: ['Diamond'] }),
      ),
    ).toEqual(['Solitaire Ring', 'Eternity Band']);
  });

  it('answers a filter on an unknown attribute, value or category with an empty list', async () => {
    for (const [query, body] of [
      ['', { colour: ['Red'] }],
      ['', { metal: ['Unobtainium'] }],
      ['?category=tiaras', {}],
    ] as const) {
      expect(await listOk(query, body)).toMatchObject({ products: [], total: 0, totalPages: 0 });
    }
  });

  it('narrows by a search text', async () => {
    expect(names(await listOk('?search=halo'))).toEqual(['Halo Ring']);
    expect((await listOk('?search=diamond&category=earrings')).total).toBe(1);
    expect(names(await listOk('?search=hallo'))).toEqual(['Halo Ring']);
    // "ring" is also inside the category name "Earrings": substring matches count.
    expect(names(await listOk('?search=ring&sort=price-asc'))).toEqual([
      'Diamond Studs',
      'Ruby Cocktail Ring',
      'Halo Ring',
      'Solitaire Ring',
      'Eternity Band',
    ]);
  });

  it('converts prices to the X-Currency and formats them', async () => {
    const inr = (await listOk('?category=rings&sort=price-desc&limit=2')).products[1];
    expect(inr).toMatchObject({ price: 125000, originalPrice: 150000, currency: 'INR' });
    expect(inr?.prices_formatted).toEqual({ price: '₹1,25,000', originalPrice: '₹1,50,000' });
    const usd = (
      await listOk('?category=rings&sort=price-desc&limit=2', undefined, { 'x-currency': 'USD' })
    ).products[1];
    expect(usd).toMatchObject({ price: 1500, originalPrice: 1800, currency: 'USD' });
    expect(usd?.prices_formatted).toEqual({ price: '$1,500.00', originalPrice: '$1,800.00' });
    const eur = (
      await listOk('?category=rings&sort=price-desc&limit=2', undefined, {
        'x-currency': 'EUR',
        'accept-language': 'fr',
      })
    ).products[1];
    expect(eur?.name).toBe('Bague solitaire');
    expect(eur?.prices_formatted.price.replace(/[\u00a0\u202f]/g, ' ')).toBe('1 375,00 €');
    const aed = (
      await listOk('?category=rings&sort=price-desc&limit=2', undefined, { 'x-currency': 'aed' })
    ).products[1];
    expect(aed?.currency).toBe('AED');
    const unknown = (await listOk('', undefined, { 'x-currency': 'XYZ' })).products[0];
    expect(unknown?.currency).toBe('INR');
  });

  it('leaves originalPrice null when the product is not reduced', async () => {
    const halo = (await listOk('?search=halo')).products[0];
    expect(halo?.originalPrice).toBeNull();
    expect(halo?.prices_formatted.originalPrice).toBeNull();
  });
});

describe('POST /api/{brand}/products with a token', () => {
  it('flags wishlisted products per customer, never leaking between customers', async () => {
    const a = await createCustomerWithToken(t.db, t.env);
    const b = await createCustomerWithToken(t.db, t.env);
    await addToWishlist(t.db, a.customer.id, ids.halo ?? '');
    await listOk(); // warm the anonymous cache entry
    const forA = await list('', undefined, { authorization: a.authorization });
    expect(forA.headers['cache-control']).toBe('private, no-cache');
    const flagsA = productListResponseSchema
      .parse(forA.json())
      .products.map((p) => [p.name, p.inWishlist]);
    expect(flagsA).toContainEqual(['Halo Ring', true]);
    expect(flagsA).toContainEqual(['Solitaire Ring', false]);
    const forB = productListResponseSchema.parse(
      (await list('', undefined, { authorization: b.authorization })).json(),
    );
    expect(forB.products.every((p) => p.inWishlist === false)).toBe(true);
    const anonymous = await listOk();
    expect(anonymous.products.some((p) => 'inWishlist' in p)).toBe(false);
  });

  it('treats a bad, expired-session or revoked-session token as a visitor', async () => {
    const revoked = await createCustomerWithToken(t.db, t.env, { revoked: true });
    const expired = await createCustomerWithToken(t.db, t.env, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const authorization of [
      'Bearer not-a-token',
      revoked.authorization,
      expired.authorization,
    ]) {
      const res = await list('', undefined, { authorization });
      expect(res.statusCode).toBe(200);
      expect(res.json().products[0]).not.toHaveProperty('inWishlist');
    }
  });
});

describe('POST /api/{brand}/products with bad input', () => {
  it.each([
    ['page 0', '?page=0', undefined],
    ['limit 10 000', '?limit=10000', undefined],
    ['a negative limit', '?limit=-1', undefined],
    ['an unknown sort', '?sort=random', undefined],
    ['an array body', '', ['metal']],
    ['a string filter value', '', { metal: 'Yellow Gold' }],
    ['a malformed attribute key', '', { 'metal; drop table products': ['x'] }],
    ['a 5 KB search', `?search=${'a'.repeat(5000)}`, undefined],
  ])('answers %s with a 400', async (_, query, body) => {
    const res = await list(query, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('says in words which field is wrong and why', async () => {
    const res = await list('?limit=10000&sort=random');
    expect(res.json()).toEqual({
      message: `Invalid limit: Too big: expected number to be <=${MAX_PAGE_SIZE}`,
      errors: {
        limit: `Too big: expected number to be <=${MAX_PAGE_SIZE}`,
        sort: expect.stringMatching(/^Invalid option: expected one of "relevance"\|"featured"/),
      },
    });
  });

  it('answers invalid JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/aurelle/products',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '{"metal": [',
    });
    expect(res.statusCode).toBe(400);
  });

  it.each(['%', '_', "'", '%%', "' or '1'='1", '\\', '\u0000%'])(
    'treats the search %j literally (no dump)',
    async (search) => {
      const body = await listOk(`?search=${encodeURIComponent(search)}`);
      expect(body.total).toBe(0);
    },
  );

  it('answers a repeated request from the cache, and a new one once the catalogue changed', async () => {
    const query = '?category=earrings';
    const first = await list(query, { metal: ['White Gold'] });
    const again = await list(query, { metal: ['White Gold'] });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const inFrench = await listOk(query, { metal: ['White Gold'] }, { 'accept-language': 'fr' });
    expect(inFrench.total).toBe(1);
    const earrings = await createCategory(t.db, { slug: 'ear-cuffs', name: 'Ear cuffs' });
    await createProduct(t.db, {
      categoryId: earrings.id,
      name: 'Pavé Cuff',
      attributes: { metal: ['White Gold'] },
    });
    const changed = await listOk('?category=earrings,ear-cuffs', { metal: ['White Gold'] });
    expect(names(changed)).toContain('Pavé Cuff');
    await t.db.execute(sql`update products set status = 'archived' where id = ${ids.studs}`);
    expect((await listOk(query, { metal: ['White Gold'] })).total).toBe(0);
    // A bad request is never remembered: it stays a 400 however often it is sent.
    for (let i = 0; i < 2; i++) expect((await list('?page=0', {})).statusCode).toBe(400);
    await t.db.execute(sql`update products set status = 'active' where id = ${ids.studs}`);
  });

  it('answers another brand with a JSON 404', async () => {
    const res = await list('', undefined).then(() =>
      t.app.inject({ method: 'POST', url: '/api/other-brand/products', headers: t.headers }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('POST /api/{brand}/products?search=… order', () => {
  const r = useTestApp();
  beforeAll(() => createRankingCatalog(r.db));

  async function ordered(query: string) {
    const res = await r.app.inject({
      method: 'POST',
      url: `/api/aurelle/products${query}`,
      headers: r.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return names(productListResponseSchema.parse(res.json()));
  }

  it('sorts a search by relevance by default: rings before earrings for "ring"', async () => {
    expect(await ordered('?search=ring')).toEqual(RING_BY_RELEVANCE);
    expect(await ordered('?search=ring&sort=relevance')).toEqual(RING_BY_RELEVANCE);
  });

  it('ranks whole words and the name above words merely containing the text', async () => {
    expect(await ordered('?search=gold')).toEqual(['Gold Hoop Earrings', 'Marigold Pendant']);
    // The name before the category: both earrings named so come before the studs.
    expect(await ordered('?search=earring')).toEqual([
      'Pearl Drop Earrings',
      'Gold Hoop Earrings',
      'Diamond Studs',
    ]);
  });

  it('keeps featured (and the other orders) as a choice', async () => {
    expect(await ordered('?search=ring&sort=featured')).toEqual([
      'Spring Charm',
      'Pearl Drop Earrings',
      'Diamond Studs',
      'Classic Band',
      'Halo Ring',
      'Ringlet Pendant',
      'Ring',
      'Gold Hoop Earrings',
    ]);
    expect((await ordered('?search=ring&sort=newest')).toSorted()).toEqual(
      RING_BY_RELEVANCE.toSorted(),
    );
  });

  it('treats relevance without a search as the featured order', async () => {
    expect(await ordered('?sort=relevance')).toEqual(await ordered(''));
    expect((await ordered('?sort=relevance'))[0]).toBe('Marigold Pendant');
  });
});
