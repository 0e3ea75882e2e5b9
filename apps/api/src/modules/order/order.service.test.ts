import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderBodySchema, type CreateOrderInput } from '@aurelle/contract';
import {
  createAddress,
  createCategory,
  createCoupon,
  createCustomerWithToken,
  createProduct,
} from '../../../test/factories.ts';
import { counts, orderBody } from '../../../test/order-helpers.ts';
import { useShopServices } from '../../../test/services.ts';
import type { FastifyInstance } from 'fastify';

const EN = { lang: 'en', currency: 'INR' } as const;
const START = new Date('2031-05-01T09:00:00Z');
const END = new Date('2031-05-31T18:30:00Z');
/** ORDER_PAYMENT_TIMEOUT's default. */
const PAYMENT_TIMEOUT_MS = 30 * 60_000;

const { clock, database, services } = useShopServices(START);
let shop: FastifyInstance;
let categoryId: string;
beforeAll(async () => {
  shop = services();
  categoryId = (await createCategory(database.db)).id;
});

/** A customer with a saved address and one unit of a new product (stock 3) in the cart. */
async function customerWithCart(price = 1_000_00) {
  const db = database.db;
  const { customer } = await createCustomerWithToken(db, { JWT_SECRET: 's'.repeat(40) });
  const address = await createAddress(db, customer.id);
  const product = await createProduct(db, { categoryId, price, stock: 3 });
  await shop.cart.add(customer.id, [{ product_id: product.id, quantity: 1, variant: [] }], EN);
  const body = (extra: Partial<CreateOrderInput> = {}) =>
    createOrderBodySchema.parse(
      orderBody(address.id, [{ product_id: product.id, quantity: 1 }], extra),
    );
  return { customerId: customer.id, productId: product.id, body };
}

describe('order service', () => {
  it('numbers orders from AU-100000 up, each one higher than the last', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i++) {
      const { customerId, body } = await customerWithCart();
      numbers.push((await shop.order.place({ customerId, body: body() }, EN)).data.orderNumber);
    }
    for (const number of numbers) expect(number).toMatch(/^AU-\d{6}$/);
    const values = numbers.map((n) => Number(n.slice(3)));
    expect(values[0]).toBeGreaterThanOrEqual(100_000);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(3);
  });

  it('places a cash order at once and empties the cart; a card order waits for its payment', async () => {
    const cash = await customerWithCart();
    const placed = await shop.order.place(
      { customerId: cash.customerId, body: cash.body({ paymentMethod: 'POD' }) },
      EN,
    );
    expect(placed.message).toBe('Order placed successfully.');
    const { order } = await shop.order.get(cash.customerId, placed.data._id, EN);
    expect(order).toMatchObject({ status: 'Placed', orderType: 'placed' });
    expect(order.lines.map((l) => l.orderStatus)).toEqual(['Placed']);
    expect((await shop.cart.get(cash.customerId, EN)).cart).toEqual([]);

    const card = await customerWithCart();
    const waiting = await shop.order.place(
      { customerId: card.customerId, body: card.body({ paymentMethod: 'razorpay' }) },
      EN,
    );
    const pending = (await shop.order.get(card.customerId, waiting.data._id, EN)).order;
    expect(pending).toMatchObject({
      status: 'Placed',
      orderType: 'pending',
      paymentStatus: 'pending',
    });
    expect(pending.lines.map((l) => l.orderStatus)).toEqual(['Pending']);
    expect((await shop.cart.get(card.customerId, EN)).cart).toHaveLength(1);
  });

  it('refuses an order whose coupon expired after the cart showed it, and writes nothing', async () => {
    const { customerId, productId, body } = await customerWithCart();
    const { couponCode } = await createCoupon(database.db, { startTime: START, endTime: END });
    clock.set(new Date(END.getTime() - 1000));
    const shown = await shop.cart.get(customerId, EN, couponCode);
    expect(shown.discountFormatted).toBe('₹100');
    const before = await counts(database.db, productId);
    clock.set(END);
    await expect(
      shop.order.place({ customerId, body: body({ couponCode, total: shown.finalTotal }) }, EN),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Sorry! This coupon has expired' });
    expect(await counts(database.db, productId)).toEqual(before);
  });

  it('releases an unpaid card order once the payment timeout has passed, not a moment before', async () => {
    const card = await customerWithCart();
    // Orders are timed by the database, so this one is placed, and its coupon live, today.
    const { couponCode } = await createCoupon(database.db, { couponQuantity: 4 });
    clock.set(new Date());
    const placed = await shop.order.place(
      {
        customerId: card.customerId,
        body: card.body({ paymentMethod: 'razorpay', couponCode }),
      },
      EN,
    );
    const cash = await customerWithCart();
    await shop.order.place({ customerId: cash.customerId, body: cash.body() }, EN);
    expect((await counts(database.db, card.productId)).stock).toBe(2);
    const usesLeft = async () =>
      (await shop.coupon.details(couponCode, EN)).data.data.couponQuantity;
    expect(await usesLeft()).toBe(3);

    // The order's time is the database's; the release job's cut-off is the app's clock less the
    // timeout (app.ts), so the clock is set from the order's own time.
    const orderNow = async () => (await shop.order.get(card.customerId, placed.data._id, EN)).order;
    const releaseDue = () =>
      shop.order.releaseUnpaid(new Date(clock.now().getTime() - PAYMENT_TIMEOUT_MS));
    clock.set(new Date(Date.parse((await orderNow()).createdAt) + PAYMENT_TIMEOUT_MS));
    await releaseDue();
    expect(await orderNow()).toMatchObject({ status: 'Placed', orderType: 'pending' });
    clock.advance(0.001);
    await releaseDue();

    const released = await orderNow();
    expect(released).toMatchObject({ status: 'Released', orderType: 'released' });
    expect(released.lines.map((l) => l.orderStatus)).toEqual(['Released']);
    expect((await counts(database.db, card.productId)).stock).toBe(3);
    expect(await usesLeft()).toBe(4);
    clock.advance(24 * 3600);
    expect(await releaseDue()).toBe(0);
    expect((await counts(database.db, cash.productId)).stock).toBe(2);
  });
});
