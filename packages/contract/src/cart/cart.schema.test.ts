import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '../constants.ts';
import { messages } from '../messages.ts';
import { addToCartBodySchema, removeFromCartBodySchema } from './cart.schema.ts';

const id = '6f1c2a9e-4b7d-4c1e-9a3f-2b8d7e6c5a41';
const line = (quantity: unknown) => ({ product_id: id, quantity, variant: [] });
const firstMessage = (value: unknown) =>
  addToCartBodySchema.safeParse(value).error?.issues[0]?.message;

describe('cart bodies', () => {
  it.each([0, -1, 1.5, 100, '2'])('refuses a quantity of %j with the quantity message', (q) => {
    expect(firstMessage({ products: [line(q)] })).toBe(messages.cart.quantityInvalid);
  });

  it(`refuses more than ${CART_MAX_LINES} products in one call with the cart-full message`, () => {
    const products = Array.from({ length: CART_MAX_LINES + 1 }, () => line(1));
    expect(firstMessage({ products })).toBe(messages.cart.full);
  });

  it('takes a missing variant as none, and a removal as the whole line unless decrement', () => {
    const parsed = addToCartBodySchema.parse({ products: [{ product_id: id, quantity: 2 }] });
    expect(parsed.products[0]?.variant).toEqual([]);
    expect(removeFromCartBodySchema.parse({ product_id: id })).toEqual({
      product_id: id,
      variant: [],
      decrement: false,
    });
  });

  it('refuses a product id that is not an id', () => {
    expect(
      addToCartBodySchema.safeParse({ products: [{ ...line(1), product_id: 'x' }] }).success,
    ).toBe(false);
  });
});
