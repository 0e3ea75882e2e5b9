import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartResponseSchema,
  wishlistResponseSchema,
  type CartResponse,
  type WishlistResponse,
} from '@aurelle/contract';
import { cartLines, customers } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createCategory,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../../test/factories.ts';

/**
 * Each instance caches a customer's cart and wishlist responses under the customer's cart and
 * wishlist version (docs/decisions/0067). These tests prove a cached response never hides a write:
 * not one made on another instance, nor one made outside the API (an order's settlement, SQL).
 * Both instances run in development mode, with the half-second catalogue recheck a running shop
 * has: the customer's own changes must not wait for it.
 */
const t = useTestApp();
let a: TestApp;
let b: TestApp;
const ids = { ring: '', pendant: '' };

beforeAll(async () => {
  await setCurrencyRates(t.db);
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
  ids.ring = (
    await createProduct(t.db, {
      categoryId: rings.id,
      name: 'Halo Ring',
      price: 1_00_000_00,
      stock: 5,
    })
  ).id;
  ids.pendant = (
    await createProduct(t.db, { categoryId: rings.id, name: 'Pendant', price: 50_000_00, stock: 5 })
  ).id;
  a = await buildTestApp({ NODE_ENV: 'development' }, { shareDatabaseOf: t });
  b = await buildTestApp({ NODE_ENV: 'development' }, { shareDatabaseOf: t });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
});

type Customer = Awaited<ReturnType<typeof createCustomerWithToken>>;
const newCustomer = () => createCustomerWithToken(t.db, t.env);

function call(
  on: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  path: 'cart' | 'wishlist',
  who: Customer,
  options: { payload?: object; headers?: Record<string, string> } = {},
) {
  return on.app.inject({
    method,
    url: `/api/customer/${path}`,
    headers: { ...on.headers, authorization: who.authorization, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function cartOn(on: TestApp, who: Customer, headers?: Record<string, string>) {
  const res = await call(on, 'GET', 'cart', who, headers ? { headers } : {});
  expect(res.statusCode).toBe(200);
  return cartResponseSchema.parse(res.json()) as CartResponse;
}

async function wishlistOn(on: TestApp, who: Customer): Promise<WishlistResponse> {
  const res = await call(on, 'GET', 'wishlist', who);
  expect(res.statusCode).toBe(200);
  return wishlistResponseSchema.parse(res.json());
}

const addOn = (on: TestApp, who: Customer, productId: string, quantity = 1) =>
  call(on, 'POST', 'cart', who, {
    payload: { products: [{ product_id: productId, quantity, variant: [] }] },
  });

const quantities = (cart: CartResponse) =>
  Object.fromEntries(cart.cart.map((line) => [line.product_id, line.quantity]));

describe('cached cart and wishlist responses', () => {
  it('answer the same bytes and ETag again, and 304 to a browser that has them', async () => {
    const who = await newCustomer();
    expect((await addOn(a, who, ids.ring)).statusCode).toBe(200);
    const first = await call(a, 'GET', 'cart', who);
    const again = await call(a, 'GET', 'cart', who);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const fresh = await call(a, 'GET', 'cart', who, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(fresh.statusCode).toBe(304);
  });

  it('show a line added on another instance at once', async () => {
    const who = await newCustomer();
    await addOn(a, who, ids.ring);
    expect(quantities(await cartOn(a, who))).toEqual({ [ids.ring]: 1 });
    expect(quantities(await cartOn(b, who))).toEqual({ [ids.ring]: 1 });
    expect((await addOn(b, who, ids.ring, 2)).statusCode).toBe(200);
    expect((await addOn(b, who, ids.pendant)).statusCode).toBe(200);
    expect(quantities(await cartOn(a, who))).toEqual({ [ids.ring]: 3, [ids.pendant]: 1 });
    const lowered = await call(b, 'DELETE', 'cart', who, {
      payload: { product_id: ids.ring, variant: [], decrement: true },
    });
    expect(lowered.statusCode).toBe(200);
    expect(quantities(await cartOn(a, who))).toEqual({ [ids.ring]: 2, [ids.pendant]: 1 });
    expect((await cartOn(a, who)).totalCartPrice).toBe(2_50_000);
  });

  it('follow the wishlist: a product saved or dropped on another instance shows at once in both answers', async () => {
    const who = await newCustomer();
    await addOn(a, who, ids.ring);
    expect((await cartOn(a, who)).cart[0]?.inWishlist).toBe(false);
    expect((await wishlistOn(a, who)).wishlist).toEqual([]);
    const saved = await call(b, 'POST', 'wishlist', who, { payload: { product_id: ids.ring } });
    expect(saved.statusCode).toBe(200);
    expect((await cartOn(a, who)).cart[0]?.inWishlist).toBe(true);
    expect((await wishlistOn(a, who)).wishlist.map((item) => item._id)).toEqual([ids.ring]);
    const dropped = await call(b, 'DELETE', 'wishlist', who, { payload: { product_id: ids.ring } });
    expect(dropped.statusCode).toBe(200);
    expect((await cartOn(a, who)).cart[0]?.inWishlist).toBe(false);
    expect((await wishlistOn(a, who)).wishlist).toEqual([]);
  });

  it('show lines written outside the API (an order settling, plain SQL) at the next call', async () => {
    const who = await newCustomer();
    await addOn(a, who, ids.ring);
    await addOn(a, who, ids.pendant);
    expect(Object.keys(quantities(await cartOn(a, who)))).toHaveLength(2);
    const before = await t.db
      .select({ version: customers.cartWishlistVersion })
      .from(customers)
      .where(eq(customers.id, who.customer.id));
    await t.db
      .delete(cartLines)
      .where(
        sql`${cartLines.customerId} = ${who.customer.id} and ${cartLines.productId} = ${ids.ring}`,
      );
    expect(quantities(await cartOn(a, who))).toEqual({ [ids.pendant]: 1 });
    await t.db
      .update(cartLines)
      .set({ quantity: 4 })
      .where(eq(cartLines.customerId, who.customer.id));
    expect(quantities(await cartOn(a, who))).toEqual({ [ids.pendant]: 4 });
    const after = await t.db
      .select({ version: customers.cartWishlistVersion })
      .from(customers)
      .where(eq(customers.id, who.customer.id));
    expect(after[0]?.version).toBeGreaterThan(before[0]?.version ?? Infinity);
  });

  it('are cached per customer, language and currency', async () => {
    const one = await newCustomer();
    const two = await newCustomer();
    await addOn(a, one, ids.ring);
    expect((await cartOn(a, one)).cart).toHaveLength(1);
    expect((await cartOn(a, two)).cart).toEqual([]);
    const eur = await cartOn(a, one, { 'x-currency': 'EUR', 'accept-language': 'fr' });
    expect(eur.currency).toBe('EUR');
    expect(eur.totalCartPriceFormatted).toContain('€');
    expect((await cartOn(a, one)).totalCartPriceFormatted).toBe('₹1,00,000');
  });

  it('end with the session: a cached response is never served after logout', async () => {
    const who = await newCustomer();
    await addOn(a, who, ids.ring);
    expect((await call(a, 'GET', 'cart', who)).statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { ...b.headers, authorization: who.authorization },
    });
    expect(out.statusCode).toBe(200);
    expect((await call(a, 'GET', 'cart', who)).statusCode).toBe(401);
    expect((await call(a, 'GET', 'wishlist', who)).statusCode).toBe(401);
  });
});
