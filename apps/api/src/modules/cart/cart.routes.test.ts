import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, messagesFor, type CartResponse } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  addToWishlist,
  correctByHand,
  createAttribute,
  createCategory,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../../test/factories.ts';

const t = useTestApp();
const p: Record<'ring' | 'pendant' | 'soldOut' | 'retired' | 'sized', string> = {
  ring: '',
  pendant: '',
  soldOut: '',
  retired: '',
  sized: '',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  await setCurrencyRates(t.db);
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
  await createAttribute(t.db, { code: 'metal', name: 'Metal', values: ['Yellow Gold'] });
  const ring = await createProduct(t.db, {
    categoryId: rings.id,
    name: { en: 'Halo Ring', fr: 'Bague halo' },
    description: 'A halo of pavé.',
    price: 1_00_000_00,
    originalPrice: 1_20_000_00,
    stock: 5,
    images: ['/media/halo-1.jpg', '/media/halo-2.jpg'],
    attributes: { metal: ['Yellow Gold'] },
    options: [
      {
        code: 'ring_size',
        name: 'Ring size',
        values: [{ value: '6' }, { value: '7', priceDelta: 2_500_00 }],
      },
      {
        code: 'metal_colour',
        name: { en: 'Metal colour', fr: 'Couleur du métal' },
        values: [
          { value: 'Yellow Gold', label: { en: 'Yellow Gold', fr: 'Or jaune' } },
          { value: 'Platinum', priceDelta: 10_000_00 },
        ],
      },
    ],
  });
  p.ring = ring.id;
  p.pendant = (
    await createProduct(t.db, { categoryId: rings.id, name: 'Pendant', price: 50_000_00, stock: 2 })
  ).id;
  p.soldOut = (await createProduct(t.db, { categoryId: rings.id, name: 'Sold Out', stock: 0 })).id;
  p.retired = (
    await createProduct(t.db, { categoryId: rings.id, name: 'Retired', isActive: false })
  ).id;
  p.sized = (
    await createProduct(t.db, {
      categoryId: rings.id,
      name: 'Stacking Band',
      price: 1_000_00,
      stock: 1000,
      options: [
        {
          code: 'size',
          values: Array.from({ length: 60 }, (_, i) => ({ value: String(i + 1) })),
        },
      ],
    })
  ).id;
});

type Customer = { authorization: string; customer: { id: string } };
const newCustomer = (): Promise<Customer> => createCustomerWithToken(t.db, t.env);

function call(
  method: 'GET' | 'POST' | 'DELETE',
  who: Customer | null,
  payload?: unknown,
  options: { query?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api/customer/cart${options.query ?? ''}`,
    headers: {
      ...t.headers,
      ...(who ? { authorization: who.authorization } : {}),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function cartOf(who: Customer, headers?: Record<string, string>): Promise<CartResponse> {
  const res = await call('GET', who, undefined, { headers });
  expect(res.statusCode).toBe(200);
  return cartResponseSchema.parse(res.json());
}

const add = (who: Customer, products: unknown[], headers?: Record<string, string>) =>
  call('POST', who, { products }, { headers });
const line = (product_id: string, quantity = 1, variant: string[] = []) => ({
  product_id,
  quantity,
  variant: variant.map((optionValue) => ({ optionValue })),
});

describe('GET /customer/cart', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await call('GET', null)).statusCode).toBe(401);
    const bad = { authorization: 'Bearer nope', customer: { id: UNKNOWN } };
    const res = await call('GET', bad);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers an empty cart with zero totals, for the customer’s browser alone', async () => {
    const res = await call('GET', await newCustomer());
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toEqual({
      cart: [],
      currency: 'INR',
      totalCartPrice: 0,
      totalCartPriceFormatted: '₹0',
      discount: 0,
      discountFormatted: '₹0',
      shipping: 0,
      shippingFormatted: '₹0',
      finalTotalFormatted: '₹0',
      finalTotal: 0,
      finalTotalInrPaise: 0,
      coupon: null,
    });
  });
});

describe('POST /customer/cart', () => {
  it('adds a line with its variant completed and priced, and answers the refreshed cart', async () => {
    const who = await newCustomer();
    await addToWishlist(t.db, who.customer.id, p.ring);
    const res = await add(who, [line(p.ring, 2, ['7'])]);
    expect(res.statusCode).toBe(200);
    const body = cartResponseSchema.parse(res.json());
    expect(body.cart).toEqual([
      {
        _id: expect.any(String),
        product_id: p.ring,
        name: 'Halo Ring',
        sku: expect.any(String),
        slug: expect.any(String),
        description: 'A halo of pavé.',
        image: ['/media/halo-1.jpg', '/media/halo-2.jpg'],
        quantity: 2,
        variant: [
          { optionValue: '7', code: 'ring_size', name: 'Ring size', label: '7' },
          {
            optionValue: 'Yellow Gold',
            code: 'metal_colour',
            name: 'Metal colour',
            label: 'Yellow Gold',
          },
        ],
        attributes: [
          {
            attributeName: 'metal',
            label: 'Metal',
            values: [{ value: 'Yellow Gold', label: 'Yellow Gold' }],
          },
        ],
        stock: 5,
        inWishlist: true,
        price: 1_02_500,
        prices_formatted: { price: '₹1,02,500', originalPrice: '₹1,22,500' },
      },
    ]);
    expect(body.totalCartPriceFormatted).toBe('₹2,05,000');
    expect(body.totalCartPrice).toBe(2_05_000);
    expect(body.finalTotalFormatted).toBe('₹2,05,000');
    // The figure the order is checked against, and the cash cap's in INR minor units.
    expect(body.finalTotal).toBe(2_05_000);
    expect(body.finalTotalInrPaise).toBe(2_05_000_00);
  });

  it('shows the line in French, with the option names and labels in French', async () => {
    const who = await newCustomer();
    await add(who, [line(p.ring, 1, ['Yellow Gold', '6'])]);
    const [first] = (await cartOf(who, { 'accept-language': 'fr' })).cart;
    expect(first?.name).toBe('Bague halo');
    expect(first?.variant[1]).toEqual({
      optionValue: 'Yellow Gold',
      code: 'metal_colour',
      name: 'Couleur du métal',
      label: 'Or jaune',
    });
  });

  it('merges the same product and variant into one line, and keeps other variants apart', async () => {
    const who = await newCustomer();
    await add(who, [line(p.ring, 1), line(p.ring, 1, ['6', 'Yellow Gold'])]);
    await add(who, [line(p.ring, 1, ['Yellow Gold'])]);
    await add(who, [line(p.ring, 1, ['Platinum'])]);
    const { cart } = await cartOf(who);
    expect(cart.map((l) => [l.variant.map((v) => v.optionValue), l.quantity])).toEqual([
      [['6', 'Yellow Gold'], 3],
      [['6', 'Platinum'], 1],
    ]);
    expect(cart[1]?.prices_formatted.price).toBe('₹1,10,000');
  });

  it('refuses more than the stock with 409 and the number left, counting what its other sizes take of the shared stock, and writes nothing', async () => {
    const who = await newCustomer();
    await add(who, [line(p.ring, 3, ['6'])]);
    const before = await cartOf(who);
    const res = await add(who, [line(p.pendant, 1), line(p.ring, 3, ['7'])]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only 2 left in stock' });
    expect(await cartOf(who)).toEqual(before);
    const fr = await add(who, [line(p.ring, 3, ['6'])], { 'accept-language': 'fr' });
    expect(fr.json()).toEqual({ message: 'Plus que 5 en stock' });
    const soldOut = await add(who, [line(p.soldOut, 1)]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Sorry, this product is currently out of stock.');
    expect(await cartOf(who)).toEqual(before);
  });

  const quantity = 'Quantity must be a whole number from 1 to 99.';
  const option = 'This option is not available for this product.';
  it.each([
    {
      refused: 'an unknown product',
      products: () => [line(UNKNOWN)],
      status: 404,
      text: 'Product not found',
    },
    {
      refused: 'a removed product',
      products: () => [line(p.retired)],
      status: 404,
      text: 'Product not found',
    },
    {
      refused: 'an unknown option value',
      products: () => [line(p.ring, 1, ['13'])],
      status: 400,
      text: option,
    },
    {
      refused: 'two values of one option',
      products: () => [line(p.ring, 1, ['6', '7'])],
      status: 400,
      text: option,
    },
    {
      refused: 'a quantity of 0',
      products: () => [line(p.pendant, 0)],
      status: 400,
      text: quantity,
    },
    {
      refused: 'a negative quantity',
      products: () => [line(p.pendant, -2)],
      status: 400,
      text: quantity,
    },
    {
      refused: 'a fractional quantity',
      products: () => [line(p.pendant, 1.5)],
      status: 400,
      text: quantity,
    },
    {
      refused: 'an absurd quantity',
      products: () => [line(p.sized, 100)],
      status: 400,
      text: quantity,
    },
    {
      refused: 'a quantity as text',
      products: () => [{ ...line(p.pendant), quantity: '1' }],
      status: 400,
      text: quantity,
    },
    {
      refused: 'a product id that is not an id',
      products: () => [line('halo-ring')],
      status: 400,
      text: 'must be a product id',
    },
  ])(
    'refuses $refused with a clear $status, and writes nothing',
    async ({ products, status, text }) => {
      const who = await newCustomer();
      await add(who, [line(p.pendant, 1)]);
      const before = await cartOf(who);
      const res = await add(who, [line(p.sized, 1), ...products()]);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(text);
      expect(await cartOf(who)).toEqual(before);
    },
  );

  it('answers a refusal in French', async () => {
    const res = await add(await newCustomer(), [line(p.pendant, 0)], { 'accept-language': 'fr' });
    expect(res.json().errors).toEqual({
      'products.0.quantity': 'La quantité doit être un nombre entier de 1 à 99.',
    });
  });

  it('refuses a line above 99 units once merged', async () => {
    const who = await newCustomer();
    await add(who, [line(p.sized, 60, ['1'])]);
    const res = await add(who, [line(p.sized, 40, ['1'])]);
    expect(res.statusCode).toBe(400);
    expect((await cartOf(who)).cart[0]?.quantity).toBe(60);
  });

  it('holds at most 50 different lines, in one call or several', async () => {
    const who = await newCustomer();
    const sizes = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => line(p.sized, 1, [String(from + i)]));
    expect((await add(who, sizes(1, 51))).statusCode).toBe(400);
    expect((await add(who, sizes(1, 50))).statusCode).toBe(200);
    const res = await add(who, sizes(51, 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your cart can hold up to 50 different pieces.');
    expect((await cartOf(who)).cart).toHaveLength(50);
    // More of a line already there is no new line.
    expect((await add(who, sizes(1, 1))).statusCode).toBe(200);
  });
});

describe('two adds at once for one customer', () => {
  it('checks them one after the other: the second sees the first and is refused', async () => {
    const who = await newCustomer();
    const results = await Promise.all([
      add(who, [line(p.ring, 3, ['6'])]),
      add(who, [line(p.ring, 3, ['7'])]),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await cartOf(who)).cart.map((l) => l.quantity)).toEqual([3]);
  });
});

describe('DELETE /customer/cart', () => {
  it('lowers a line by one with decrement, removes a line at 1, and removes a line without it', async () => {
    const who = await newCustomer();
    await add(who, [line(p.ring, 2, ['7']), line(p.pendant, 1)]);
    const ring = {
      product_id: p.ring,
      variant: [{ optionValue: '7' }, { optionValue: 'Yellow Gold' }],
    };
    const lowered = await call('DELETE', who, { ...ring, decrement: true });
    expect(lowered.statusCode).toBe(200);
    expect(cartResponseSchema.parse(lowered.json()).cart.map((l) => l.quantity)).toEqual([1, 1]);
    await call('DELETE', who, { ...ring, decrement: true });
    const { cart } = await cartOf(who);
    expect(cart.map((l) => l.product_id)).toEqual([p.pendant]);
    const removed = await call('DELETE', who, { product_id: p.pendant, variant: [] });
    expect(removed.json().cart).toEqual([]);
  });

  it('finds a line added without a variant by the variant the page would choose', async () => {
    const who = await newCustomer();
    await add(who, [line(p.ring, 3)]);
    await call('DELETE', who, { product_id: p.ring, variant: [], decrement: true });
    expect((await cartOf(who)).cart[0]?.quantity).toBe(2);
    await call('DELETE', who, { product_id: p.ring });
    expect((await cartOf(who)).cart).toEqual([]);
  });

  it('answers a line that is not in the cart with the cart unchanged', async () => {
    const who = await newCustomer();
    await add(who, [line(p.pendant, 1)]);
    const before = await cartOf(who);
    const res = await call('DELETE', who, { product_id: p.ring, variant: [], decrement: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
    expect((await call('DELETE', who, { product_id: 'x' })).statusCode).toBe(400);
  });
});

describe('one customer, one cart', () => {
  it('never shows or changes another customer’s cart', async () => {
    const asha = await newCustomer();
    const ravi = await newCustomer();
    await add(asha, [line(p.pendant, 2)]);
    expect((await cartOf(ravi)).cart).toEqual([]);
    await call('DELETE', ravi, { product_id: p.pendant });
    await add(ravi, [line(p.ring, 1)]);
    expect((await cartOf(asha)).cart.map((l) => [l.product_id, l.quantity])).toEqual([
      [p.pendant, 2],
    ]);
    expect((await cartOf(ravi)).cart.map((l) => l.product_id)).toEqual([p.ring]);
  });
});

describe('lines read live', () => {
  it('shows a price the shop changed after the line was added', async () => {
    const who = await newCustomer();
    await add(who, [line(p.pendant, 1)]);
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set price = ${45_000_00} where id = ${p.pendant}`),
    );
    const body = await cartOf(who);
    expect(body.cart[0]?.prices_formatted.price).toBe('₹45,000');
    expect(body.totalCartPriceFormatted).toBe('₹45,000');
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set price = ${50_000_00} where id = ${p.pendant}`),
    );
  });

  it('keeps a line whose product sold out or was removed, with stock 0, out of the total', async () => {
    const who = await newCustomer();
    await add(who, [line(p.pendant, 1), line(p.ring, 1)]);
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 0 where id = ${p.pendant}`),
    );
    let body = await cartOf(who);
    expect(body.cart.map((l) => [l.name, l.stock])).toEqual([
      ['Pendant', 0],
      ['Halo Ring', 5],
    ]);
    expect(body.totalCartPriceFormatted).toBe('₹1,00,000');
    await t.db.execute(sql`update products set status = 'archived' where id = ${p.ring}`);
    body = await cartOf(who);
    expect(body.cart.map((l) => [l.name, l.stock])).toEqual([
      ['Pendant', 0],
      ['Halo Ring', 0],
    ]);
    expect(body.totalCartPrice).toBe(0);
    await t.db.execute(sql`update products set status = 'active' where id = ${p.ring}`);
    await correctByHand(t.db, (tx) =>
      tx.execute(sql`update products set stock = 2 where id = ${p.pendant}`),
    );
  });
});

describe('POST /customer/cart with an Idempotency-Key (decision 0046)', () => {
  const quantityOf = async (who: Customer, productId: string) =>
    (await cartOf(who)).cart.find((l) => l.product_id === productId)?.quantity ?? 0;

  it('applies a retried add once and answers the same cart', async () => {
    const s = await newCustomer();
    const key = { 'idempotency-key': 'add-ring-1' };
    const first = await add(s, [line(p.ring)], key);
    const retry = await add(s, [line(p.ring)], key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await quantityOf(s, p.ring)).toBe(1);
    // A new key is a new add: it merges as before.
    expect((await add(s, [line(p.ring)], { 'idempotency-key': 'add-ring-2' })).statusCode).toBe(
      200,
    );
    expect(await quantityOf(s, p.ring)).toBe(2);
  });

  it('applies an add sent twice at once only once', async () => {
    const s = await newCustomer();
    const key = { 'idempotency-key': 'twice-at-once' };
    const answers = await Promise.all([
      add(s, [line(p.ring, 2)], key),
      add(s, [line(p.ring, 2)], key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await quantityOf(s, p.ring)).toBe(2);
  });

  it('refuses another body under a used key with a 422, and changes nothing', async () => {
    const s = await newCustomer();
    const key = { 'idempotency-key': 'reused' };
    await add(s, [line(p.ring)], key);
    const other = await add(s, [line(p.pendant)], { ...key, 'accept-language': 'fr' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(messagesFor('fr').http.keyReused);
    expect(await quantityOf(s, p.pendant)).toBe(0);
    expect(await quantityOf(s, p.ring)).toBe(1);
  });

  it('keeps keys apart per customer, and a refused add does not use its key', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    const key = { 'idempotency-key': 'shared-name' };
    await add(a, [line(p.ring)], key);
    expect((await add(b, [line(p.ring)], key)).statusCode).toBe(200);
    expect(await quantityOf(b, p.ring)).toBe(1);

    const c = await newCustomer();
    const tooMany = await add(c, [line(p.pendant, 3)], { 'idempotency-key': 'first-try' });
    expect(tooMany.statusCode).toBe(409);
    const fixed = await add(c, [line(p.pendant, 1)], { 'idempotency-key': 'first-try' });
    expect(fixed.statusCode).toBe(200);
    expect(await quantityOf(c, p.pendant)).toBe(1);
  });

  it('answers 400 for an empty or over-long key', async () => {
    const s = await newCustomer();
    const long = await add(s, [line(p.ring)], { 'idempotency-key': 'k'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('idempotency-key');
    expect(await quantityOf(s, p.ring)).toBe(0);
  });
});

describe('DELETE /customer/cart with an Idempotency-Key (decision 0046)', () => {
  const quantityOf = async (who: Customer, productId: string) =>
    (await cartOf(who)).cart.find((l) => l.product_id === productId)?.quantity ?? 0;
  const minus = { product_id: '', variant: [], decrement: true };
  const remove = (who: Customer, payload: object, key: string, headers = {}) =>
    call('DELETE', who, payload, { headers: { 'idempotency-key': key, ...headers } });

  it('lowers a line once for a minus sent twice with one key, and answers the same cart', async () => {
    const s = await newCustomer();
    await add(s, [line(p.pendant, 2)]);
    const body = { ...minus, product_id: p.pendant };
    const first = await remove(s, body, 'minus-pendant-1');
    const retry = await remove(s, body, 'minus-pendant-1');
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(await quantityOf(s, p.pendant)).toBe(1);
    // A new key is a new minus.
    expect((await remove(s, body, 'minus-pendant-2')).statusCode).toBe(200);
    expect(await quantityOf(s, p.pendant)).toBe(0);
  });

  it('lowers a line once for a minus sent twice at once with one key', async () => {
    const s = await newCustomer();
    await add(s, [line(p.ring, 3)]);
    const body = { ...minus, product_id: p.ring };
    const answers = await Promise.all([
      remove(s, body, 'minus-at-once'),
      remove(s, body, 'minus-at-once'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await quantityOf(s, p.ring)).toBe(2);
  });

  it('refuses another body under a used key with a 422, an add’s key included, and changes nothing', async () => {
    const s = await newCustomer();
    await add(s, [line(p.pendant, 2)], { 'idempotency-key': 'used-by-the-add' });
    const body = { ...minus, product_id: p.pendant };
    await remove(s, body, 'used');
    const other = await remove(s, { product_id: p.pendant }, 'used', { 'accept-language': 'fr' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(messagesFor('fr').http.keyReused);
    expect((await remove(s, body, 'used-by-the-add')).statusCode).toBe(422);
    expect(await quantityOf(s, p.pendant)).toBe(1);
  });

  it('answers 400 for an empty or over-long key, and changes nothing', async () => {
    const s = await newCustomer();
    await add(s, [line(p.pendant, 2)]);
    const body = { ...minus, product_id: p.pendant };
    const long = await remove(s, body, 'k'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('idempotency-key');
    expect(await quantityOf(s, p.pendant)).toBe(2);
  });
});
