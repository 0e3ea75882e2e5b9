import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartLines, wishlistItems } from '../src/db/schema/index.ts';
import { sampleAddress } from './accounts.ts';
import { useTestApp } from './use-test-app.ts';
import { expectDocTable } from './doc-table.ts';
import {
  addToWishlist,
  createContentBlock,
  createCoupon,
  createCustomerWithToken,
} from './factories.ts';
import { customerWithCart, orderableProduct, orderBody, placeOrderAs } from './order-helpers.ts';

/**
 * Every call that needs a token (spec §6), tried without one, with a forged, an expired and a
 * logged-out one, and with another customer's token on the first customer's ids. The
 * table of what each answered is in docs/reliability.md, between the markers below; this test
 * fails when the table there is not what the calls answer (`UPDATE_DOCS=1` rewrites it).
 */
const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'reliability.md');
const START = '<!-- ownership-table:start -->';
const END = '<!-- ownership-table:end -->';

type Case = 'no token' | 'forged' | 'expired' | 'logged out' | "another customer's";
const CASES: Case[] = ['no token', 'forged', 'expired', 'logged out', "another customer's"];

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

const t = useTestApp();
let a: Awaited<ReturnType<typeof customerWithCart>>;
let b: Awaited<ReturnType<typeof createCustomerWithToken>>;
let productId: string;
let productSlug: string;
let productSku: string;
let orderA: string;
let couponCode: string;
let tokens: Record<Exclude<Case, "another customer's">, string | undefined>;

/** The first customer's calls; `another customer's` sends them with the second one's token. */
const calls = (): [string, Request][] => [
  ['GET /customer/profile', { method: 'GET', url: '/api/customer/profile' }],
  ['POST /customer/logout', { method: 'POST', url: '/api/customer/logout' }],
  [
    'POST /customer/address',
    { method: 'POST', url: '/api/customer/address', payload: sampleAddress },
  ],
  [
    'PUT /customer/address/:id',
    { method: 'PUT', url: `/api/customer/address/${a.address.id}`, payload: sampleAddress },
  ],
  [
    'DELETE /customer/address/:id',
    { method: 'DELETE', url: `/api/customer/address/${a.address.id}` },
  ],
  ['GET /customer/cart', { method: 'GET', url: '/api/customer/cart' }],
  [
    'POST /customer/cart',
    {
      method: 'POST',
      url: '/api/customer/cart',
      payload: { products: [{ product_id: productId, quantity: 1, variant: [] }] },
    },
  ],
  [
    'DELETE /customer/cart',
    {
      method: 'DELETE',
      url: '/api/customer/cart',
      payload: { product_id: productId, variant: [] },
    },
  ],
  ['GET /customer/wishlist', { method: 'GET', url: '/api/customer/wishlist' }],
  [
    'POST /customer/wishlist',
    { method: 'POST', url: '/api/customer/wishlist', payload: { product_id: productId } },
  ],
  [
    'DELETE /customer/wishlist',
    { method: 'DELETE', url: '/api/customer/wishlist', payload: { product_id: productId } },
  ],
  ['GET /coupon/', { method: 'GET', url: '/api/coupon/' }],
  [
    'POST /{brand}/getCouponDetailsFromCode',
    { method: 'POST', url: '/api/aurelle/getCouponDetailsFromCode', payload: { couponCode } },
  ],
  [
    'POST /order/add',
    {
      method: 'POST',
      url: '/api/order/add',
      payload: orderBody(a.address.id, [{ product_id: productId, quantity: 1 }], {
        paymentMethod: 'POD',
      }),
    },
  ],
  ['GET /order/', { method: 'GET', url: '/api/order/' }],
  ['GET /order/:id', { method: 'GET', url: `/api/order/${orderA}` }],
  ['GET /order/:id/invoice', { method: 'GET', url: `/api/order/${orderA}/invoice` }],
  [
    'GET /order/:id/credit-notes/:id',
    {
      method: 'GET',
      url: `/api/order/${orderA}/credit-notes/00000000-0000-4000-8000-000000000000`,
    },
  ],
  [
    'POST /payment/create-order',
    { method: 'POST', url: '/api/payment/create-order', payload: { orderId: orderA } },
  ],
  [
    'POST /payment/verify-payment',
    {
      method: 'POST',
      url: '/api/payment/verify-payment',
      payload: {
        razorpay_payment_id: 'pay_test',
        razorpay_order_id: 'order_test',
        razorpay_signature: 'x',
        orderId: orderA,
      },
    },
  ],
];

/** What only the first customer's answers may hold. */
const firstCustomersMarks = () => [a.customer.email, a.customer.id, a.address.id, orderA];

/** The first customer's rows that no call with another token may touch. */
async function firstCustomersRows() {
  const [address] = await t.db.select().from(addresses).where(eq(addresses.id, a.address.id));
  const [cart] = await t.db
    .select({ n: count() })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, a.customer.id), eq(cartLines.productId, productId)));
  const [saved] = await t.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, a.customer.id));
  return { address, cart: cart?.n, saved: saved?.n };
}

beforeAll(async () => {
  const product = await orderableProduct(t.db, { stock: 100 });
  productId = product.id;
  productSlug = product.slug ?? product.id;
  productSku = product.sku;
  couponCode = (await createCoupon(t.db)).couponCode;
  a = await customerWithCart(t, productId);
  const placed = await placeOrderAs(t, a, [{ product_id: productId, quantity: 1 }], {
    paymentMethod: 'POD',
  });
  if (placed.statusCode !== 200) throw new Error(`order not placed: ${placed.body}`);
  orderA = placed.json().data._id;
  // A cash order empties the cart: the first customer keeps a cart line and a saved product.
  const refill = await t.app.inject({
    method: 'POST',
    url: '/api/customer/cart',
    headers: { ...t.headers, authorization: a.authorization },
    payload: { products: [{ product_id: productId, quantity: 1, variant: [] }] },
  });
  if (refill.statusCode !== 200) throw new Error(`cart not refilled: ${refill.body}`);
  await addToWishlist(t.db, a.customer.id, productId);
  b = await createCustomerWithToken(t.db, t.env);
  const expired = await createCustomerWithToken(t.db, t.env, {
    expiresAt: new Date(Date.now() - 1000),
  });
  const revoked = await createCustomerWithToken(t.db, t.env, { revoked: true });
  const [head, payload] = a.token.split('.');
  tokens = {
    'no token': undefined,
    forged: `Bearer ${head}.${payload}.${'A'.repeat(43)}`,
    expired: expired.authorization,
    'logged out': revoked.authorization,
  };
});

describe('calls that need a token', () => {
  it('answer 401 without a valid token and never show or change another customer’s data', async () => {
    const table: string[][] = [];
    const rowsBefore = await firstCustomersRows();
    for (const [name, request] of calls()) {
      const row = [`\`${name}\``];
      for (const kase of CASES) {
        // Logging out ends the caller's own session: that case gets a customer of its own.
        const other =
          name === 'POST /customer/logout'
            ? (await createCustomerWithToken(t.db, t.env)).authorization
            : b.authorization;
        const authorization = kase === "another customer's" ? other : tokens[kase];
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...t.headers, ...(authorization ? { authorization } : {}) },
          ...(request.payload ? { payload: request.payload } : {}),
        });
        for (const mark of firstCustomersMarks())
          expect(res.body, `${name}, ${kase}: leaks ${mark}`).not.toContain(mark);
        if (kase === "another customer's") {
          expect(res.statusCode, `${name}, ${kase}: ${res.body}`).toBeLessThan(500);
          expect(await firstCustomersRows(), `${name}, ${kase}`).toEqual(rowsBefore);
        } else {
          expect(res.statusCode, `${name}, ${kase}: ${res.body}`).toBe(401);
        }
        row.push(
          res.statusCode >= 400 ? String(res.statusCode) : `${res.statusCode}, own data only`,
        );
      }
      table.push(row);
    }
    // The first customer's session still works: nothing above logged it out.
    const own = await t.get(`/api/order/${orderA}`, { authorization: a.authorization });
    expect(own.statusCode).toBe(200);

    console.log(
      `ownership: ${table.length} calls × ${CASES.length} cases, 401 without a valid token every time; ` +
        `with another customer's token ${table.filter((row) => row.at(-1) === '404').length} answered 404 and the rest only the caller's own data`,
    );
    await expectDocTable(DOC, { start: START, end: END }, ['call', ...CASES], table);
  });
});

describe('calls a token only adds to', () => {
  it('show a customer their wishlist flags, privately, and a visitor never sees them', async () => {
    await createContentBlock(t.db, 'infocus_bridal', {
      title: 'Bridal',
      product_skus: [productSku],
    });
    const calls = [
      { method: 'POST' as const, url: '/api/aurelle/products?page=1&limit=10', payload: {} },
      { method: 'GET' as const, url: `/api/aurelle/products/${productSlug}` },
      { method: 'GET' as const, url: '/api/aurelle/infocus/bridal' },
    ];
    for (const call of calls) {
      // The first customer saved the product: their answer says so and no shared cache keeps it.
      const own = await t.app.inject({
        ...call,
        headers: { ...t.headers, authorization: a.authorization },
      });
      expect(own.statusCode, `${call.url}: ${own.body}`).toBe(200);
      expect(own.body, call.url).toContain('"inWishlist":true');
      expect(own.headers['cache-control'], call.url).toBe('private, no-cache');
      // A visitor asking right after gets no customer's flags (nor a forged token's).
      for (const authorization of [undefined, tokens.forged]) {
        const visitor = await t.app.inject({
          ...call,
          headers: { ...t.headers, ...(authorization ? { authorization } : {}) },
        });
        expect(visitor.body, call.url).not.toContain('"inWishlist":true');
      }
    }
  });
});
