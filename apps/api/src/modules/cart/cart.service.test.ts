import { beforeAll, describe, expect, it } from 'vitest';
import {
  correctByHand,
  createCategory,
  createCoupon,
  createCustomerWithToken,
  createProduct,
} from '../../../test/factories.ts';
import { useShopServices } from '../../../test/services.ts';
import type { FastifyInstance } from 'fastify';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';

const EN = { lang: 'en', currency: 'INR' } as const;
const FR = { lang: 'fr', currency: 'INR' } as const;
const START = new Date('2031-05-01T09:00:00Z');
const END = new Date('2031-05-31T18:30:00Z');

const { clock, database, services } = useShopServices(START);
let cart: FastifyInstance['cart'];
let categoryId: string;
beforeAll(async () => {
  cart = services().cart;
  categoryId = (await createCategory(database.db)).id;
});

const newCustomer = async () =>
  (await createCustomerWithToken(database.db, { JWT_SECRET: 's'.repeat(40) })).customer.id;
const product = async (price: number, stock: number) =>
  (await createProduct(database.db, { categoryId, price, stock })).id;
const line = (productId: string, quantity: number) => ({
  product_id: productId,
  quantity,
  variant: [],
});

describe('cart service', () => {
  it('refuses a line beyond the stock left, counting what the cart holds, and changes nothing', async () => {
    const customer = await newCustomer();
    const ring = await product(1_000_00, 3);
    await cart.add(customer, [line(ring, 1)], EN);
    const beyond = { statusCode: 409, message: 'Only 3 left in stock' };
    await expect(cart.add(customer, [line(ring, 3)], EN)).rejects.toMatchObject(beyond);
    await expect(cart.add(customer, [line(ring, 3)], FR)).rejects.toMatchObject({
      message: 'Plus que 3 en stock',
    });
    expect((await cart.get(customer, EN)).cart.map((l) => l.quantity)).toEqual([1]);
    expect((await cart.add(customer, [line(ring, 2)], EN)).cart.map((l) => l.quantity)).toEqual([
      3,
    ]);
  });

  it('refuses a sold-out product with the spec’s out-of-stock message', async () => {
    const customer = await newCustomer();
    const soldOut = await product(1_000_00, 0);
    await expect(cart.add(customer, [line(soldOut, 1)], EN)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Sorry, this product is currently out of stock.',
    });
    expect((await cart.get(customer, EN)).cart).toEqual([]);
  });

  it('takes a coupon valid until a date off the total up to its last second, then refuses it', async () => {
    const customer = await newCustomer();
    await cart.add(customer, [line(await product(10_000_00, 5), 2)], EN);
    const { couponCode } = await createCoupon(database.db, { startTime: START, endTime: END });
    clock.set(new Date(END.getTime() - 1000));
    expect(await cart.get(customer, EN, couponCode)).toMatchObject({
      totalCartPriceFormatted: '₹20,000',
      discountFormatted: '₹2,000',
      finalTotalFormatted: '₹18,000',
      coupon: { couponCode },
    });
    clock.set(END);
    await expect(cart.get(customer, EN, couponCode)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Sorry! This coupon has expired',
    });
    expect((await cart.get(customer, EN)).finalTotalFormatted).toBe('₹20,000');
  });

  it('checks a coupon’s minimum against the lines still in stock only', async () => {
    const customer = await newCustomer();
    const pendant = await product(30_000_00, 1);
    await cart.add(customer, [line(pendant, 1), line(await product(1_000_00, 5), 1)], EN);
    const { couponCode } = await createCoupon(database.db, {
      startTime: START,
      endTime: END,
      minimumAmount: 20_000_00,
    });
    clock.set(START);
    expect((await cart.get(customer, EN, couponCode)).discountFormatted).toBe('₹3,100');
    await correctByHand(database.db, (tx) => createStockRepository(tx).set(pendant, 0));
    await expect(cart.get(customer, EN, couponCode)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Oops! This coupon is valid on shopping of ₹ 20,000 or More',
    });
    expect((await cart.get(customer, EN)).cart).toHaveLength(2);
  });
});
