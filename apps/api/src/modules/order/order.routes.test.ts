import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import {
  createCoupon,
  createCustomerWithToken,
  createAddress,
  setSiteSettings,
} from '../../../test/factories.ts';
import {
  counts,
  customerWithCart,
  orderableProduct,
  orderBody,
  placeOrder,
  placeOrderAs,
} from '../../../test/order-helpers.ts';

const t = useCheckoutTestApp();

describe('POST /order/add', () => {
  it('places a cash order priced by the server: stock taken, lines Placed, cart emptied, GST recorded', async () => {
    const product = await orderableProduct(t.db, { stock: 4, price: 103_000 });
    const s = await customerWithCart(t, product.id, 2);
    const res = await placeOrderAs(t, s, [{ product_id: product.id, quantity: 2 }], {
      customerId: 'someone-else',
    });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json<{
      data: { _id: string; orderNumber: string };
      message: string;
    }>();
    expect(message).toBe('Order placed successfully.');
    expect(data.orderNumber).toMatch(/^AU-1\d{5}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data._id));
    expect(order).toMatchObject({
      customerId: s.customer.id,
      status: 'Placed',
      subtotal: 206_000,
      total: 206_000,
      gst: 6000,
      paymentStatus: 'not_required',
      shippingCost: 0,
      checkoutType: 'customer',
      shippingOption: 'Aurelle',
      currency: 'INR',
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, data._id));
    expect(lines.map((l) => [l.orderStatus, l.unitPrice, l.quantity])).toEqual([
      ['Placed', 103_000, 2],
    ]);
    expect(await counts(t.db, product.id)).toMatchObject({ stock: 2 });
    const cart = await t.app.inject({
      url: '/api/customer/cart',
      headers: { ...t.headers, authorization: s.authorization },
    });
    expect(cart.json<{ cart: unknown[] }>().cart).toEqual([]);
  });

  it('leaves card lines Pending and the cart as it is until the payment', async () => {
    const product = await orderableProduct(t.db);
    const s = await customerWithCart(t, product.id, 1);
    const res = await placeOrderAs(t, s, [{ product_id: product.id, quantity: 1 }], {
      paymentMethod: 'razorpay',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ data: { _id: string } }>().data._id;
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(line?.orderStatus).toBe('Pending');
    const cart = await t.app.inject({
      url: '/api/customer/cart',
      headers: { ...t.headers, authorization: s.authorization },
    });
    expect(cart.json<{ cart: unknown[] }>().cart).toHaveLength(1);
  });

  it('answers the same order to a retried submit with the same Idempotency-Key', async () => {
    const product = await orderableProduct(t.db);
    const s = await customerWithCart(t, product.id, 1);
    const body = orderBody(s.address.id, [{ product_id: product.id, quantity: 1 }], {
      paymentMethod: 'razorpay',
    });
    const headers = { 'idempotency-key': 'checkout-1' };
    const [a, b] = await Promise.all([
      placeOrder(t, s.authorization, body, headers),
      placeOrder(t, s.authorization, body, headers),
    ]);
    const c = await placeOrder(t, s.authorization, body, headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const ids = new Set([a, b, c].map((r) => r.json<{ data: { _id: string } }>().data._id));
    expect(ids.size).toBe(1);
    expect((await counts(t.db, product.id)).stock).toBe(4);
  });

  it('refuses the same Idempotency-Key with another body (422, naming the conflict), writing nothing', async () => {
    const product = await orderableProduct(t.db);
    const s = await customerWithCart(t, product.id, 1);
    const lines = [{ product_id: product.id, quantity: 1 }];
    const headers = { 'idempotency-key': 'checkout-reused' };
    const card = orderBody(s.address.id, lines, { paymentMethod: 'razorpay' });
    const first = await placeOrder(t, s.authorization, card, headers);
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts(t.db, product.id);
    const orderCount = async () =>
      (await t.db.select().from(orders).where(eq(orders.customerId, s.customer.id))).length;

    const cash = orderBody(s.address.id, lines, { paymentMethod: 'POD' });
    const other = await placeOrder(t, s.authorization, cash, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe(
      'This Idempotency-Key was already used for a different request.',
    );
    expect(await orderCount()).toBe(1);
    expect(await counts(t.db, product.id)).toEqual(before);
    // The same body again is still the first order.
    const again = await placeOrder(t, s.authorization, card, headers);
    expect(again.json<{ data: { _id: string } }>().data._id).toBe(
      first.json<{ data: { _id: string } }>().data._id,
    );
  });

  it("refuses, writing nothing: cart mismatch, tampered total, unknown product, bad quantity, another customer's address, no token", async () => {
    const product = await orderableProduct(t.db, { stock: 3 });
    const s = await customerWithCart(t, product.id, 2);
    const other = await createCustomerWithToken(t.db, t.env);
    const theirs = await createAddress(t.db, other.customer.id);
    const line = [{ product_id: product.id, quantity: 2 }];
    const before = await counts(t.db, product.id);
    const tries = [
      [orderBody(s.address.id, [{ product_id: product.id, quantity: 1 }]), 409, /cart has changed/],
      [orderBody(s.address.id, line, { total: 1 }), 409, /Prices have changed/],
      [
        orderBody(s.address.id, [{ product_id: product.id, quantity: 2, price: 1 } as never]),
        409,
        /Prices have changed/,
      ],
      [
        orderBody(s.address.id, [
          { product_id: '00000000-0000-4000-8000-000000000000', quantity: 2 },
        ]),
        404,
        /Product not found/,
      ],
      [orderBody(s.address.id, [{ product_id: product.id, quantity: 0 }]), 400, /Quantity/],
      [
        orderBody(s.address.id, [
          { product_id: product.id, quantity: 2, variants: [{ optionValue: 'XL' }] },
        ]),
        409,
        /cart has changed/,
      ],
      [orderBody(theirs.id, line), 404, /Address not found/],
      [orderBody('not-an-id', line), 404, /Address not found/],
    ] as const;
    for (const [body, status, text] of tries) {
      const res = await placeOrder(t, s.authorization, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(text);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order/add',
      headers: t.headers,
      payload: orderBody(s.address.id, line),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await counts(t.db, product.id)).toEqual(before);
  });

  it("refuses cash on delivery while pod_status is off, and at ₹2,00,000 or more, in the customer's language", async () => {
    const product = await orderableProduct(t.db, { stock: 5, price: 1_00_000_00 });
    const s = await customerWithCart(t, product.id, 2);
    const body = orderBody(s.address.id, [{ product_id: product.id, quantity: 2 }]);
    const before = await counts(t.db, product.id);
    const capped = await placeOrder(t, s.authorization, body, {
      'accept-language': 'fr',
      'x-currency': 'USD',
    });
    expect(capped.statusCode).toBe(400);
    expect(capped.json<{ message: string }>().message).toMatch(
      /^Le paiement à la livraison est possible uniquement pour les commandes de moins de 200.000.₹\.$/,
    );
    await setSiteSettings(t.db, { pod_status: false });
    const off = await placeOrder(t, s.authorization, body);
    expect(off.statusCode).toBe(400);
    expect(off.json<{ message: string }>().message).toBe(
      'Cash on delivery is not available at the moment.',
    );
    const card = await placeOrder(t, s.authorization, { ...body, paymentMethod: 'razorpay' });
    expect(card.statusCode).toBe(200);
    await setSiteSettings(t.db, { pod_status: true });
    expect((await counts(t.db, product.id)).orders).toBe((before.orders ?? 0) + 1);
  });

  it("applies the cart's coupon and consumes one use", async () => {
    const product = await orderableProduct(t.db);
    const coupon = await createCoupon(t.db, { discountValue: 10, couponQuantity: 2 });
    const s = await customerWithCart(t, product.id, 1);
    const res = await placeOrderAs(t, s, [{ product_id: product.id, quantity: 1 }], {
      couponCode: coupon.couponCode,
      total: 900,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json<{ data: { _id: string } }>().data._id));
    expect(order).toMatchObject({
      subtotal: 100_000,
      discount: 10_000,
      total: 90_000,
      couponCode: coupon.couponCode,
    });
    expect((await counts(t.db, product.id)).couponUses).toBeGreaterThan(0);
  });
});
