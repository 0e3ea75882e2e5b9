import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponUses, coupons, orders } from '../../db/schema/index.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import { createCoupon } from '../../../test/factories.ts';
import {
  customerWithCart,
  orderableProduct,
  placeOrderAs,
  postAs,
} from '../../../test/order-helpers.ts';

const t = useCheckoutTestApp();
const ONCE = 'Sorry! You have already used this coupon as many times as it allows';
const ONCE_FR = "Désolé ! Vous avez déjà utilisé ce coupon autant de fois qu'il le permet";

const cartWith = (authorization: string, couponCode: string, lang = 'en') =>
  t.app.inject({
    url: `/api/customer/cart?couponCode=${couponCode}`,
    headers: { ...t.headers, authorization, 'accept-language': lang },
  });

describe('a coupon limited per customer', () => {
  it('is used once by a customer, then refused in the cart and at the order, in both languages', async () => {
    const product = await orderableProduct(t.db, { stock: 10 });
    const coupon = await createCoupon(t.db, { usesPerCustomer: 1 });
    const lines = [{ product_id: product.id, quantity: 1 }];
    const asha = await customerWithCart(t, product.id, 1);
    expect((await cartWith(asha.authorization, coupon.couponCode)).statusCode).toBe(200);
    const first = await placeOrderAs(t, asha, lines, { couponCode: coupon.couponCode });
    expect(first.statusCode).toBe(200);

    await postAs(t, asha.authorization, '/api/customer/cart', {
      products: [{ product_id: product.id, quantity: 1, variant: [] }],
    });
    const cart = await cartWith(asha.authorization, coupon.couponCode);
    expect(cart.statusCode).toBe(400);
    expect(cart.json()).toEqual({ message: ONCE });
    expect((await cartWith(asha.authorization, coupon.couponCode, 'fr')).json().message).toBe(
      ONCE_FR,
    );
    const second = await placeOrderAs(t, asha, lines, { couponCode: coupon.couponCode });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(ONCE);
    const withCoupon = await t.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(withCoupon).toHaveLength(1);

    // Another customer has their own use; without the coupon Asha still orders.
    const ravi = await customerWithCart(t, product.id, 1);
    expect((await placeOrderAs(t, ravi, lines, { couponCode: coupon.couponCode })).statusCode).toBe(
      200,
    );
    expect((await placeOrderAs(t, asha, lines)).statusCode).toBe(200);
  });

  it('allows as many uses as it says, and gives a use back when the order is released', async () => {
    const product = await orderableProduct(t.db, { stock: 10 });
    const coupon = await createCoupon(t.db, { usesPerCustomer: 2 });
    const lines = [{ product_id: product.id, quantity: 1 }];
    const asha = await customerWithCart(t, product.id, 1);
    const card = { couponCode: coupon.couponCode, paymentMethod: 'razorpay' } as const;
    expect((await placeOrderAs(t, asha, lines, card)).statusCode).toBe(200);
    const second = await placeOrderAs(t, asha, lines, card);
    expect(second.statusCode).toBe(200);
    expect((await placeOrderAs(t, asha, lines, card)).json().message).toBe(ONCE);

    // A released or cancelled order no longer holds its use (its row is gone).
    await t.db.delete(couponUses).where(eq(couponUses.orderId, second.json().data._id));
    expect((await placeOrderAs(t, asha, lines, card)).statusCode).toBe(200);
  });

  it('refuses a disabled coupon as no longer available and leaves it out of the open list', async () => {
    const product = await orderableProduct(t.db, { stock: 10 });
    const coupon = await createCoupon(t.db, { disabledAt: new Date() });
    const asha = await customerWithCart(t, product.id, 1);
    const cart = await cartWith(asha.authorization, coupon.couponCode);
    expect(cart.json()).toEqual({ message: 'Uh oh! This coupon is no longer available' });
    const listed = await t.app.inject({
      url: '/api/coupon/?couponType=open',
      headers: { ...t.headers, authorization: asha.authorization },
    });
    const codes = listed.json<{ coupons: { couponCode: string }[] }>().coupons;
    expect(codes.map((c) => c.couponCode)).not.toContain(coupon.couponCode);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.couponQuantity).toBe(10);
  });
});
