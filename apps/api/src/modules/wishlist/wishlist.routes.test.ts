import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS, wishlistResponseSchema } from '@aurelle/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createCategory,
  createContentBlock,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
  setVariantStock,
  correctByHand,
} from '../../../test/factories.ts';

const t = useTestApp();
let categoryId: string;
let halo: { id: string; slug: string | null; sku: string };
let studs: { id: string };
let retired: { id: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await setCurrencyRates(t.db);
  categoryId = (await createCategory(t.db, { slug: 'rings', name: 'Rings' })).id;
  halo = await createProduct(t.db, {
    categoryId,
    name: { en: 'Halo Ring', fr: 'Bague halo' },
    description: { en: 'A halo of pavé.', fr: 'Un halo de pavé.' },
    price: 1_00_000_00,
    stock: 120,
    images: ['/media/halo.jpg'],
  });
  studs = await createProduct(t.db, { categoryId, name: 'Studs', stock: 3 });
  retired = await createProduct(t.db, { categoryId, name: 'Retired', isActive: false });
  await createContentBlock(t.db, 'infocus_bridal', { title: 'Bridal', product_skus: [halo.sku] });
});

type Customer = { authorization: string };
const newCustomer = (): Promise<Customer> => createCustomerWithToken(t.db, t.env);
const call = (method: 'GET' | 'POST' | 'DELETE', who: Customer | null, body?: object, h = {}) =>
  t.app.inject({
    method,
    url: '/api/customer/wishlist',
    headers: { ...t.headers, ...(who ? { authorization: who.authorization } : {}), ...h },
    ...(body ? { payload: body } : {}),
  });
const ids = async (who: Customer) =>
  wishlistResponseSchema.parse((await call('GET', who)).json()).wishlist.map((item) => item._id);

describe('/customer/wishlist', () => {
  it('answers 401 to every call without a token', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(method, null, { product_id: halo.id });
      expect(res.statusCode, method).toBe(401);
    }
  });

  it('saves a product and answers the refreshed wishlist, for the customer’s browser alone', async () => {
    const who = await newCustomer();
    const res = await call('POST', who, { product_id: halo.id }, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { wishlist } = wishlistResponseSchema.parse(res.json());
    expect(wishlist).toEqual([
      expect.objectContaining({
        _id: halo.id,
        name: 'Bague halo',
        slug: halo.slug,
        image: ['/media/halo.jpg'],
        description: 'Un halo de pavé.',
        stock: 120,
      }),
    ]);
    expect(plain(wishlist[0]?.prices_formatted.price ?? '')).toBe('100 000 ₹');
  });

  it('keeps one item when a product is saved twice, most recent first', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: halo.id });
    await call('POST', who, { product_id: studs.id });
    const again = await call('POST', who, { product_id: halo.id });
    expect(again.statusCode).toBe(200);
    expect(await ids(who)).toEqual([studs.id, halo.id]);
  });

  it('removes a product, and answers a product not saved the same way', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: halo.id });
    const res = await call('DELETE', who, { product_id: halo.id });
    expect(res.json()).toEqual({ wishlist: [] });
    expect((await call('DELETE', who, { product_id: halo.id })).statusCode).toBe(200);
    expect((await call('DELETE', who, { product_id: UNKNOWN })).statusCode).toBe(200);
  });

  it('refuses an unknown or removed product with a 404 and a bad id with a 400', async () => {
    const who = await newCustomer();
    const res = await call('POST', who, { product_id: UNKNOWN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
    expect((await call('POST', who, { product_id: retired.id })).statusCode).toBe(404);
    expect((await call('POST', who, { product_id: 'halo-ring' })).statusCode).toBe(400);
    expect((await call('POST', who, {})).statusCode).toBe(400);
    expect(await ids(who)).toEqual([]);
  });

  it('keeps a product removed after it was saved, with stock 0', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: studs.id });
    await t.db.execute(sql`update products set status = 'archived' where id = ${studs.id}`);
    const { wishlist } = wishlistResponseSchema.parse((await call('GET', who)).json());
    expect(wishlist.map((item) => [item._id, item.stock])).toEqual([[studs.id, 0]]);
    await t.db.execute(sql`update products set status = 'active' where id = ${studs.id}`);
  });

  it('never shows or changes another customer’s wishlist', async () => {
    const asha = await newCustomer();
    const ravi = await newCustomer();
    await call('POST', asha, { product_id: halo.id });
    expect(await ids(ravi)).toEqual([]);
    await call('DELETE', ravi, { product_id: halo.id });
    expect(await ids(asha)).toEqual([halo.id]);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products`, async () => {
    const who = await newCustomer();
    const elsewhere = await createCategory(t.db);
    const rows = await correctByHand(t.db, (tx) =>
      tx
        .insert(products)
        .values(
          Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => ({
            sku: `MANY-${i}`,
            slug: `many-${i}`,
            categoryId: elsewhere.id,
            price: 1_000_00,
            stock: 1,
          })),
        )
        .returning({ id: products.id }),
    );
    for (const row of rows) await call('POST', who, { product_id: row.id });
    const res = await call('POST', who, { product_id: halo.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Your wishlist can hold up to ${WISHLIST_MAX_ITEMS} pieces.`);
    expect((await call('POST', who, { product_id: rows[0]?.id ?? '' })).statusCode).toBe(200);
  });
});

describe('a saved product in a chosen size', () => {
  let ring: { id: string };
  const item = async (who: Customer, lang = 'en') =>
    wishlistResponseSchema.parse(
      (await call('GET', who, undefined, { 'accept-language': lang })).json(),
    ).wishlist;

  beforeAll(async () => {
    ring = await createProduct(t.db, {
      categoryId,
      name: 'Tara Ring',
      price: 40_000_00,
      stock: 0,
      options: [
        {
          code: 'ring_size',
          name: { en: 'Ring size', fr: 'Taille de bague' },
          values: [
            { value: '10' },
            { value: '12', label: { en: 'Size 12', fr: 'Taille 12' } },
            { value: '14', priceDelta: 2_000_00 },
          ],
        },
      ],
    });
    await setVariantStock(t.db, ring.id, { '["12"]': 3, '["14"]': 1 });
  });

  it('answers the size in words in the request’s language, with its stock and price', async () => {
    const who = await newCustomer();
    const res = await call('POST', who, { product_id: ring.id, variant: [{ optionValue: '12' }] });
    expect(res.statusCode).toBe(200);
    const [saved] = await item(who, 'fr');
    expect(saved).toMatchObject({
      _id: ring.id,
      variant: [
        { optionValue: '12', code: 'ring_size', name: 'Taille de bague', label: 'Taille 12' },
      ],
      stock: 3,
      price: 40_000,
    });
    expect(saved?.sku).toMatch(/-12$/);
    const [english] = await item(who);
    expect(english?.variant).toEqual([
      { optionValue: '12', code: 'ring_size', name: 'Ring size', label: 'Size 12' },
    ]);
  });

  it('changes the size when the product is saved again, and keeps it when none is sent', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: ring.id, variant: [{ optionValue: '12' }] });
    // Read once, so the next answer would be the cached one if the version did not move.
    expect((await item(who))[0]?.variant[0]?.optionValue).toBe('12');
    await call('POST', who, { product_id: ring.id, variant: [{ optionValue: '14' }] });
    const [resaved] = await item(who);
    expect(resaved).toMatchObject({ stock: 1, price: 42_000 });
    expect(resaved?.variant.map((v) => v.optionValue)).toEqual(['14']);
    expect(plain(resaved?.prices_formatted.price ?? '')).toBe('₹42,000');
    await call('POST', who, { product_id: ring.id });
    const after = await item(who);
    expect(after.map((i) => [i._id, i.variant[0]?.optionValue])).toEqual([[ring.id, '14']]);
  });

  it('shows an item saved with no size in the first one, as the cart would add it', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: ring.id });
    const [saved] = await item(who);
    expect(saved?.variant.map((v) => [v.name, v.label])).toEqual([['Ring size', '10']]);
    expect(saved?.stock).toBe(0);
  });

  it('refuses a value the product does not have with a 400, writing nothing', async () => {
    const who = await newCustomer();
    const bad = await call('POST', who, { product_id: ring.id, variant: [{ optionValue: '13' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This option is not available for this product.');
    expect(await ids(who)).toEqual([]);
    await call('POST', who, { product_id: ring.id, variant: [{ optionValue: '12' }] });
    const twice = [{ optionValue: '12' }, { optionValue: '14' }];
    expect((await call('POST', who, { product_id: ring.id, variant: twice })).statusCode).toBe(400);
    expect((await item(who))[0]?.variant.map((v) => v.optionValue)).toEqual(['12']);
  });

  it('answers a product without options with no variant and its own stock', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: studs.id, variant: [] });
    expect((await item(who))[0]).toMatchObject({ variant: [], stock: 3 });
  });
});

describe('the catalogue’s inWishlist flags come from the same wishlist', () => {
  it('flags a saved product on the list, the detail and an in-focus block', async () => {
    const who = await newCustomer();
    await call('POST', who, { product_id: halo.id });
    const headers = { ...t.headers, authorization: who.authorization };
    const [list, detail, inFocus] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/aurelle/products?category=rings', headers }),
      t.app.inject({ method: 'GET', url: `/api/aurelle/products/${halo.slug}`, headers }),
      t.app.inject({ method: 'GET', url: '/api/aurelle/infocus/bridal', headers }),
    ]);
    const flags = list
      .json()
      .products.map((p: { _id: string; inWishlist: boolean }) => [p._id === halo.id, p.inWishlist]);
    expect(flags).toContainEqual([true, true]);
    expect(flags).toContainEqual([false, false]);
    expect(detail.json().product.inWishlist).toBe(true);
    expect(inFocus.json().products[0].inWishlist).toBe(true);
    await call('DELETE', who, { product_id: halo.id });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/aurelle/products/${halo.slug}`,
      headers,
    });
    expect(after.json().product.inWishlist).toBe(false);
  });
});
