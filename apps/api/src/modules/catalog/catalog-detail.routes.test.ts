import { beforeAll, describe, expect, it } from 'vitest';
import { filtersResponseSchema, productDetailResponseSchema } from '@aurelle/contract';
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
import { expectRevalidates } from '../../../test/http-cache.ts';

const t = useTestApp();
let productId: string;
beforeAll(async () => {
  await setCurrencyRates(t.db);
  const rings = await createCategory(t.db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  const earrings = await createCategory(t.db, { slug: 'earrings', name: 'Earrings' });
  const bridal = await createCollection(t.db, { slug: 'bridal', name: 'Bridal' });
  await createAttribute(t.db, {
    code: 'metal',
    name: { en: 'Metal', fr: 'Métal' },
    position: 1,
    values: [{ value: 'Yellow Gold', label: { en: 'Yellow Gold', fr: 'Or jaune' } }, 'White Gold'],
  });
  await createAttribute(t.db, {
    code: 'stone',
    name: 'Stone',
    position: 2,
    values: ['Diamond', 'Ruby'],
  });
  const product = await createProduct(t.db, {
    categoryId: rings.id,
    collectionId: bridal.id,
    slug: 'solitaire-ring',
    name: { en: 'Solitaire Ring', fr: 'Bague solitaire' },
    description: { en: 'A single brilliant.', fr: 'Un seul brillant.' },
    price: 12_500_000,
    stock: 3,
    images: ['/media/solitaire-1.jpg', '/media/solitaire-2.jpg'],
    media: [
      { file_url: 'https://vimeo.com/76979871' },
      { file_url: '/media/solitaire-2.webp' },
      { file_url: '/media/solitaire-turn.mp4' },
      { file_url: '/media/solitaire-1.jpg' },
    ],
    attributes: { metal: ['Yellow Gold', 'White Gold'], stone: ['Diamond'] },
    options: [
      {
        code: 'size',
        name: 'Ring size',
        values: [{ value: '6' }, { value: '7', priceDelta: 250_000 }],
      },
    ],
  });
  productId = product.id;
  await createProduct(t.db, {
    categoryId: rings.id,
    name: 'Ruby Ring',
    attributes: { metal: ['Yellow Gold'], stone: ['Ruby'] },
  });
  await createProduct(t.db, {
    categoryId: earrings.id,
    name: 'Studs',
    attributes: { metal: ['White Gold'], stone: ['Diamond'] },
  });
  await createProduct(t.db, {
    categoryId: earrings.id,
    name: 'Unlisted',
    slug: 'unlisted',
    isActive: false,
  });
});

describe('GET /api/{brand}/products/:id', () => {
  it('answers the full product by slug and by _id', async () => {
    const bySlug = await t.get('/api/aurelle/products/solitaire-ring');
    expect(bySlug.statusCode).toBe(200);
    const { product } = productDetailResponseSchema.parse(bySlug.json());
    expect(product).toMatchObject({
      _id: productId,
      slug: 'solitaire-ring',
      name: 'Solitaire Ring',
      description: 'A single brilliant.',
      stock: 3,
      prices_formatted: { price: '₹1,25,000', originalPrice: null },
      category: { slug: 'rings', name: 'Rings' },
      collection: { slug: 'bridal', name: 'Bridal' },
    });
    const byId = await t.get(`/api/aurelle/products/${productId}`);
    expect(byId.json().product.slug).toBe('solitaire-ring');
  });

  it('orders media: first image, then videos (Vimeo included), then the other images', async () => {
    const { product } = productDetailResponseSchema.parse(
      (await t.get('/api/aurelle/products/solitaire-ring')).json(),
    );
    expect(product.media).toEqual([
      { file_url: '/media/solitaire-2.webp', type: 'image' },
      { file_url: 'https://vimeo.com/76979871', type: 'video' },
      { file_url: '/media/solitaire-turn.mp4', type: 'video' },
      { file_url: '/media/solitaire-1.jpg', type: 'image' },
    ]);
    expect(product.image).toEqual(['/media/solitaire-1.jpg', '/media/solitaire-2.jpg']);
  });

  it('lists variants with converted price deltas, and attributes in attribute order', async () => {
    const res = await t.get('/api/aurelle/products/solitaire-ring', { 'x-currency': 'USD' });
    const { product } = productDetailResponseSchema.parse(res.json());
    expect(product.variants).toEqual([
      {
        _id: expect.any(String),
        code: 'size',
        name: 'Ring size',
        values: [
          {
            _id: expect.any(String),
            optionValue: '6',
            label: '6',
            priceDelta: 0,
            priceDelta_formatted: '$0.00',
          },
          {
            _id: expect.any(String),
            optionValue: '7',
            label: '7',
            priceDelta: 30,
            priceDelta_formatted: '$30.00',
          },
        ],
      },
    ]);
    expect(product.attributes).toEqual([
      {
        attributeName: 'metal',
        label: 'Metal',
        values: [
          { value: 'Yellow Gold', label: 'Yellow Gold' },
          { value: 'White Gold', label: 'White Gold' },
        ],
      },
      { attributeName: 'stone', label: 'Stone', values: [{ value: 'Diamond', label: 'Diamond' }] },
    ]);
    expect(product).toMatchObject({
      price: 1500,
      currency: 'USD',
      prices_formatted: { price: '$1,500.00' },
    });
  });

  it('answers in French with English fallback', async () => {
    const { product } = productDetailResponseSchema.parse(
      (await t.get('/api/aurelle/products/solitaire-ring', { 'accept-language': 'fr' })).json(),
    );
    expect(product).toMatchObject({
      name: 'Bague solitaire',
      description: 'Un seul brillant.',
      category: { name: 'Bagues' },
    });
    expect(product.attributes[0]).toMatchObject({
      label: 'Métal',
      values: [{ value: 'Yellow Gold', label: 'Or jaune' }, { label: 'White Gold' }],
    });
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.get('/api/aurelle/products/solitaire-ring');
    const etag = String(first.headers.etag);
    expect(
      (await t.get('/api/aurelle/products/solitaire-ring', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    expect(
      (await t.get('/api/aurelle/products/solitaire-ring', { 'if-none-match': '"other"' }))
        .statusCode,
    ).toBe(200);
    const usd = await t.get('/api/aurelle/products/solitaire-ring', {
      'if-none-match': etag,
      'x-currency': 'USD',
    });
    expect(usd.statusCode).toBe(200);
  });

  it('flags inWishlist with a token and answers privately', async () => {
    const { customer, authorization } = await createCustomerWithToken(t.db, t.env);
    await addToWishlist(t.db, customer.id, productId);
    const res = await t.get('/api/aurelle/products/solitaire-ring', {
      authorization,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(productDetailResponseSchema.parse(res.json()).product.inWishlist).toBe(true);
    expect((await t.get('/api/aurelle/products/solitaire-ring')).json().product).not.toHaveProperty(
      'inWishlist',
    );
  });

  it.each([
    ['an unknown slug', '/api/aurelle/products/no-such-ring', 404],
    ['an unknown _id', '/api/aurelle/products/00000000-0000-4000-8000-000000000000', 404],
    ['an inactive product', '/api/aurelle/products/unlisted', 404],
    ['another brand', '/api/someone-else/products/solitaire-ring', 404],
    ['a malformed id', `/api/aurelle/products/${encodeURIComponent("1' or '1'='1")}`, 400],
    ['an over-long id', `/api/aurelle/products/${'a'.repeat(200)}`, 400],
  ])('answers %s with a JSON error', async (_, url, status) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('GET /api/{brand}/getFilters', () => {
  const filters = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.get(`/api/aurelle/getFilters${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return filtersResponseSchema.parse(res.json()).attribute_filters;
  };

  it('counts products per attribute value across the catalogue', async () => {
    expect(await filters('')).toEqual([
      {
        attributeName: 'metal',
        label: 'Metal',
        attributeValues: [
          { value: 'Yellow Gold', label: 'Yellow Gold', count: 2 },
          { value: 'White Gold', label: 'White Gold', count: 2 },
        ],
      },
      {
        attributeName: 'stone',
        label: 'Stone',
        attributeValues: [
          { value: 'Diamond', label: 'Diamond', count: 2 },
          { value: 'Ruby', label: 'Ruby', count: 1 },
        ],
      },
    ]);
  });

  it('counts within a category, a collection or a search, in the request language', async () => {
    const earrings = await filters('?category=earrings');
    expect(
      earrings.map((f) => [f.attributeName, f.attributeValues.map((v) => `${v.value}:${v.count}`)]),
    ).toEqual([
      ['metal', ['White Gold:1']],
      ['stone', ['Diamond:1']],
    ]);
    const bridal = await filters('?collection=bridal', { 'accept-language': 'fr' });
    expect(bridal[0]).toMatchObject({
      label: 'Métal',
      attributeValues: [{ label: 'Or jaune', count: 1 }, { count: 1 }],
    });
    const ruby = await filters('?search=ruby');
    expect(ruby.find((f) => f.attributeName === 'stone')?.attributeValues).toEqual([
      { value: 'Ruby', label: 'Ruby', count: 1 },
    ]);
  });

  it('answers an unknown category with no filters, and metacharacters literally', async () => {
    expect(await filters('?category=tiaras')).toEqual([]);
    expect(await filters('?search=%25')).toEqual([]);
    expect(await filters('?search=_')).toEqual([]);
  });

  it('sends an ETag and honours If-None-Match', async () => {
    await expectRevalidates(t, '/api/aurelle/getFilters?category=rings', 'public, max-age=60');
  });

  it('answers bad input with a 400 and another brand with a 404', async () => {
    expect((await t.get(`/api/aurelle/getFilters?search=${'x'.repeat(5000)}`)).statusCode).toBe(
      400,
    );
    expect((await t.get(`/api/aurelle/getFilters?category=${'x,'.repeat(400)}`)).statusCode).toBe(
      400,
    );
    expect((await t.get('/api/nope/getFilters')).statusCode).toBe(404);
  });
});
