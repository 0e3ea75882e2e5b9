import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders, products } from '../../db/schema/index.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import { correctByHand, createCoupon } from '../../../test/factories.ts';
import {
  counts,
  customerWithCart,
  orderableProduct,
  placeOrderAs,
} from '../../../test/order-helpers.ts';

const t = useCheckoutTestApp();

describe('POST /order/add at once', () => {
  it('sells 5 in stock to exactly 5 of 20 customers; the rest get 409 and stock ends at 0', async () => {
    const product = await orderableProduct(t.db, { stock: 20 });
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await customerWithCart(t, product.id, 1));
    await correctByHand(t.db, (tx) =>
      tx.update(products).set({ stock: 5 }).where(eq(products.id, product.id)),
    );
    const results = await Promise.all(
      customers.map((s) => placeOrderAs(t, s, [{ product_id: product.id, quantity: 1 }])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toBe(
      'Sorry, this product is currently out of stock.',
    );
    expect(await counts(t.db, product.id)).toMatchObject({ stock: 0 });
  }, 60_000);

  it('gives a coupon with 3 uses to exactly 3 of 10 orders', async () => {
    const product = await orderableProduct(t.db, { stock: 50 });
    const coupon = await createCoupon(t.db, { couponQuantity: 3 });
    const customers = [];
    for (let i = 0; i < 10; i++) customers.push(await customerWithCart(t, product.id, 1));
    const results = await Promise.all(
      customers.map((s) =>
        placeOrderAs(t, s, [{ product_id: product.id, quantity: 1 }], {
          couponCode: coupon.couponCode,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const discounted = await t.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(discounted).toHaveLength(3);
    const [left] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(left?.couponQuantity).toBe(0);
  }, 60_000);

  it('places exactly one of 20 card orders by one customer on a coupon with one use per customer', async () => {
    const product = await orderableProduct(t.db, { stock: 50 });
    const coupon = await createCoupon(t.db, { usesPerCustomer: 1, couponQuantity: 100 });
    // Card orders leave the cart as it is until paid: only the coupon's limit can refuse them.
    const customer = await customerWithCart(t, product.id, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrderAs(t, customer, [{ product_id: product.id, quantity: 1 }], {
          couponCode: coupon.couponCode,
          paymentMethod: 'razorpay',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 200 || c === 400 || c === 409)).toHaveLength(20);
    for (const refused of results.filter((r) => r.statusCode !== 200))
      expect(refused.json<{ message: string }>().message).toBe(
        'Sorry! You have already used this coupon as many times as it allows',
      );
    const discounted = await t.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(discounted).toHaveLength(1);
    const [left] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(left?.couponQuantity).toBe(99);
  }, 60_000);
});
