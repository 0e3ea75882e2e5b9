import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, stockMoves } from '../../db/schema/index.ts';
import { releaseUnpaid } from './order-release.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import {
  createCategory,
  createCustomerWithToken,
  createProduct,
  setSiteSettings,
  setVariantStock,
} from '../../../test/factories.ts';
import { customerWithCart, placeOrderAs, postAs } from '../../../test/order-helpers.ts';
import { stockByKey } from '../../../test/variant-fixtures.ts';

const t = useCheckoutTestApp();

const size = (value: string) => [{ optionValue: value }];

/** A ring in sizes 10, 12 and 14 (size 14 adds ₹2,000), its stock as `stock` names it by key. */
async function ring(stock: Record<string, number>) {
  await setSiteSettings(t.db, { pod_status: true });
  const category = await createCategory(t.db);
  const product = await createProduct(t.db, {
    categoryId: category.id,
    sku: `RING-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    price: 100_000,
    stock: 0,
    images: ['/media/ring.svg'],
    options: [
      {
        code: 'size',
        name: { en: 'Ring size', fr: 'Taille de bague' },
        values: [{ value: '10' }, { value: '12' }, { value: '14', priceDelta: 200_000 }],
      },
    ],
  });
  await setVariantStock(t.db, product.id, stock);
  return product;
}

/** The ledger's rows for an order: which variant moved, by how much, why. */
async function ledgerOf(orderId: string) {
  const rows = await t.db
    .select({ key: productVariants.key, change: stockMoves.change, reason: stockMoves.reason })
    .from(stockMoves)
    .innerJoin(productVariants, eq(productVariants.id, stockMoves.variantId))
    .where(eq(stockMoves.orderId, orderId))
    .orderBy(asc(stockMoves.id));
  return rows;
}

const detail = async (id: string) =>
  (await t.get(`/api/aurelle/products/${id}`)).json<{
    product: { stock: number; combinations?: { values: string[]; stock: number; sku: string }[] };
  }>().product;

describe('a ring sold in sizes', () => {
  it('shows each size with its own stock, and a size with none cannot be added', async () => {
    const product = await ring({ '["12"]': 3 });
    const shown = await detail(product.id);
    expect(shown.stock).toBe(3);
    expect(shown.combinations?.map((c) => [c.values, c.stock, c.sku])).toEqual([
      [['10'], 0, `${product.sku}-10`],
      [['12'], 3, `${product.sku}-12`],
      [['14'], 0, `${product.sku}-14`],
    ]);

    const who = await createCustomerWithToken(t.db, t.env);
    const add = (value: string, quantity: number) =>
      postAs(t, who.authorization, '/api/customer/cart', {
        products: [{ product_id: product.id, quantity, variant: size(value) }],
      });
    const ten = await add('10', 1);
    expect(ten.statusCode).toBe(409);
    expect(ten.json()).toEqual({ message: 'Sorry, this product is currently out of stock.' });
    expect((await add('12', 4)).json()).toEqual({ message: 'Only 3 left in stock' });
    const twelve = await add('12', 3);
    expect(twelve.statusCode).toBe(200);
    const [line] = twelve.json<{ cart: { sku: string; stock: number }[] }>().cart;
    expect(line).toMatchObject({ sku: `${product.sku}-12`, stock: 3 });
  });

  it('offers no combination its options no longer make', async () => {
    const product = await ring({ '["12"]': 1 });
    await t.db.execute(sql`
      delete from product_option_values v using product_options o
      where v.option_id = o.id and o.product_id = ${product.id} and v.value = '14'`);
    const shown = await detail(product.id);
    expect(shown.combinations?.map((c) => c.values)).toEqual([['10'], ['12']]);
  });

  it('prices a size by its own supplement, which the owner may set apart from its values', async () => {
    const product = await ring({ '["14"]': 2 });
    await t.db
      .update(productVariants)
      .set({ priceDelta: 150_000 })
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.key, '["14"]')));
    const who = await customerWithCart(t, product.id, 1, size('14'));
    const cart = await t.get('/api/customer/cart', { authorization: who.authorization });
    expect(cart.json<{ totalCartPrice: number }>().totalCartPrice).toBe(2_500);
  });

  it('takes an order for size 12 from size 12, and a release gives it back there', async () => {
    const product = await ring({ '["12"]': 2, '["10"]': 1 });
    const who = await customerWithCart(t, product.id, 2, size('12'));
    const placed = await placeOrderAs(
      t,
      who,
      [{ product_id: product.id, quantity: 2, variants: size('12') }],
      { paymentMethod: 'razorpay' },
    );
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json<{ data: { _id: string } }>().data._id;
    expect(await stockByKey(t.db, product.id)).toEqual({
      '': 0,
      '["10"]': 1,
      '["12"]': 0,
      '["14"]': 0,
    });
    expect(await ledgerOf(orderId)).toEqual([{ key: '["12"]', change: -2, reason: 'sold' }]);

    expect(await releaseUnpaid(t.db, new Date(Date.now() + 60_000), 10)).toBe(1);
    expect(await stockByKey(t.db, product.id)).toEqual({
      '': 0,
      '["10"]': 1,
      '["12"]': 2,
      '["14"]': 0,
    });
    expect((await ledgerOf(orderId)).at(-1)).toEqual({
      key: '["12"]',
      change: 2,
      reason: 'order_cancelled',
    });
  });

  it('sells a size past its own stock from the stock not counted per size, and gives each unit back where it came from', async () => {
    const product = await ring({ '': 2, '["12"]': 1 });
    expect((await detail(product.id)).combinations?.map((c) => c.stock)).toEqual([2, 3, 2]);
    const who = await customerWithCart(t, product.id, 3, size('12'));
    const placed = await placeOrderAs(
      t,
      who,
      [{ product_id: product.id, quantity: 3, variants: size('12') }],
      { paymentMethod: 'razorpay' },
    );
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json<{ data: { _id: string } }>().data._id;
    expect(await stockByKey(t.db, product.id)).toEqual({
      '': 0,
      '["10"]': 0,
      '["12"]': 0,
      '["14"]': 0,
    });
    expect(await ledgerOf(orderId)).toEqual([
      { key: '["12"]', change: -1, reason: 'sold' },
      { key: '', change: -2, reason: 'sold' },
    ]);
    await releaseUnpaid(t.db, new Date(Date.now() + 60_000), 10);
    expect(await stockByKey(t.db, product.id)).toEqual({
      '': 2,
      '["10"]': 0,
      '["12"]': 1,
      '["14"]': 0,
    });
  });

  it('refuses an order for a size sold out since the cart was filled, and takes nothing', async () => {
    const product = await ring({ '["12"]': 1 });
    const who = await customerWithCart(t, product.id, 1, size('12'));
    await setVariantStock(t.db, product.id, { '["12"]': 0, '["10"]': 5 });
    const placed = await placeOrderAs(t, who, [
      { product_id: product.id, quantity: 1, variants: size('12') },
    ]);
    expect(placed.statusCode).toBe(409);
    expect(await stockByKey(t.db, product.id)).toEqual({
      '': 0,
      '["10"]': 5,
      '["12"]': 0,
      '["14"]': 0,
    });
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'sells 3 of size 12 to exactly 3 of 10 customers at once, and none of size 10',
    async () => {
      const product = await ring({ '["12"]': 10, '["10"]': 10 });
      const twelves: Awaited<ReturnType<typeof customerWithCart>>[] = [];
      const tens = [];
      for (let i = 0; i < 10; i++)
        twelves.push(await customerWithCart(t, product.id, 1, size('12')));
      for (let i = 0; i < 5; i++) tens.push(await customerWithCart(t, product.id, 1, size('10')));
      await setVariantStock(t.db, product.id, { '["12"]': 3, '["10"]': 0 });
      const order = (who: (typeof twelves)[number], value: string) =>
        placeOrderAs(t, who, [{ product_id: product.id, quantity: 1, variants: size(value) }]);
      const results = await Promise.all([
        ...twelves.map((who) => order(who, '12')),
        ...tens.map((who) => order(who, '10')),
      ]);
      const codes = results.map((r) => r.statusCode);
      expect(codes.slice(0, 10).filter((c) => c === 200)).toHaveLength(3);
      expect(codes.slice(0, 10).filter((c) => c === 409)).toHaveLength(7);
      expect(codes.slice(10).every((c) => c === 409)).toBe(true);
      expect(await stockByKey(t.db, product.id)).toEqual({
        '': 0,
        '["10"]': 0,
        '["12"]': 0,
        '["14"]': 0,
      });
    },
    60_000,
  );
});
