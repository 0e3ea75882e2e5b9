import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  shopSettingsMessages,
  type AdminOrder,
  type CartResponse,
  type Order,
  type ShippingSettings,
  type ShippingSettingsBody,
} from '@aurelle/contract';
import { invoices, orders } from '../../db/schema/index.ts';
import { keptMail } from '../../../test/build-test-app.ts';
import { createCoupon } from '../../../test/factories.ts';
import {
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeOrderAs,
} from '../../../test/order-helpers.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';

/** What the test reads of an issued invoice's stored content. */
type InvoiceContent = {
  lines: { description: string; lineId: string | null }[];
  totals: { total: number };
};

const mail = keptMail();
const t = useCheckoutTestApp({}, { mailer: mail });
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
  fulfilment = await signedInStaff(t, 'fulfilment');
});

const saveShipping = (body: ShippingSettingsBody, as = owner) =>
  admin(t, 'PUT', '/settings/shipping', body, { cookie: as.cookie });
const readShipping = async () =>
  (
    await admin(t, 'GET', '/settings/shipping', undefined, { cookie: owner.cookie })
  ).json<ShippingSettings>();
const saveCash = (capPaise: number) =>
  admin(
    t,
    'PUT',
    '/settings/cash-on-delivery',
    { enabled: true, capPaise },
    { cookie: owner.cookie },
  );

/** ₹500 on orders whose goods, after the coupon, come to less than ₹50,000. */
const FLAT = { chargePaise: 500_00, freeFromPaise: 50_000_00 };
const FREE = { chargePaise: 0, freeFromPaise: 50_000_00 };

async function cartOf(authorization: string, query = '') {
  const res = await t.get(`/api/customer/cart${query}`, { authorization });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CartResponse>();
}

/** A customer with one piece at `price` (INR paise) in the cart. */
async function shopper(price: number) {
  const product = await orderableProduct(t.db, { stock: 5, price });
  const customer = await customerWithCart(t, product.id, 1);
  return { product, customer, lines: [{ product_id: product.id, quantity: 1 }] };
}

async function orderRow(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

describe('the shipping charge in the settings', () => {
  it('is free until the owner sets one; saved, read back and audited', async () => {
    expect(await readShipping()).toEqual(FREE);
    const saved = await saveShipping(FLAT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShippingSettings>()).toEqual(FLAT);
    expect(await readShipping()).toEqual(FLAT);
    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('"entityId":"shipping"');
    expect(audit.body).toContain(JSON.stringify({ shipping: { before: FREE, after: FLAT } }));
    await saveShipping(FREE);
  });

  it('refuses a charge or an amount out of range, or not whole paise, and changes nothing', async () => {
    await saveShipping(FLAT);
    for (const [body, field, message] of [
      [
        { ...FLAT, chargePaise: 5_000_01 },
        'chargePaise',
        shopSettingsMessages.shippingChargeInvalid,
      ],
      [{ ...FLAT, chargePaise: -1 }, 'chargePaise', shopSettingsMessages.shippingChargeInvalid],
      [{ ...FLAT, chargePaise: 10.5 }, 'chargePaise', shopSettingsMessages.shippingChargeInvalid],
      [
        { ...FLAT, freeFromPaise: 0 },
        'freeFromPaise',
        shopSettingsMessages.shippingFreeFromInvalid,
      ],
      [
        { ...FLAT, freeFromPaise: 10_00_000_01 },
        'freeFromPaise',
        shopSettingsMessages.shippingFreeFromInvalid,
      ],
    ] as const) {
      const res = await saveShipping(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
    expect(await readShipping()).toEqual(FLAT);
    await saveShipping(FREE);
  });

  it('is the owner’s to change: a manager gets 403', async () => {
    expect(
      (await admin(t, 'GET', '/settings/shipping', undefined, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await saveShipping(FLAT, manager)).statusCode).toBe(403);
  });
});

describe('the cart’s totals', () => {
  it('add no shipping while it is free, and the flat charge below the amount once set', async () => {
    await saveShipping(FREE);
    const { customer } = await shopper(30_000_00);
    const free = await cartOf(customer.authorization);
    expect(free).toMatchObject({
      totalCartPrice: 30_000,
      shipping: 0,
      shippingFormatted: '₹0',
      finalTotal: 30_000,
      finalTotalInrPaise: 30_000_00,
    });

    await saveShipping(FLAT);
    // The cached cart follows the setting at once.
    const charged = await cartOf(customer.authorization);
    expect(charged).toMatchObject({
      totalCartPrice: 30_000,
      shipping: 500,
      shippingFormatted: '₹500',
      finalTotal: 30_500,
      finalTotalFormatted: '₹30,500',
      finalTotalInrPaise: 30_500_00,
    });
    // In euros, the same charge converted once from INR paise.
    const euros = await t.get('/api/customer/cart', {
      authorization: customer.authorization,
      'x-currency': 'EUR',
    });
    const inEuros = euros.json<CartResponse>();
    expect(inEuros.currency).toBe('EUR');
    expect(inEuros.shipping).toBeGreaterThan(0);
    expect(inEuros.finalTotalInrPaise).toBe(30_500_00);

    const { customer: big } = await shopper(60_000_00);
    expect(await cartOf(big.authorization)).toMatchObject({ shipping: 0, finalTotal: 60_000 });
    await saveShipping(FREE);
  });

  it('compares the goods after the coupon with the amount', async () => {
    await saveShipping(FLAT);
    const coupon = await createCoupon(t.db, { discountType: 'percentage', discountValue: 10 });
    const { customer } = await shopper(52_000_00);
    expect(await cartOf(customer.authorization)).toMatchObject({ shipping: 0, finalTotal: 52_000 });
    // ₹52,000 less 10 % is ₹46,800: under ₹50,000, so shipping is charged.
    expect(await cartOf(customer.authorization, `?couponCode=${coupon.couponCode}`)).toMatchObject({
      discount: 5_200,
      shipping: 500,
      finalTotal: 47_300,
    });
    await saveShipping(FREE);
  });
});

describe('an order with a shipping charge', () => {
  it('stores the charge and pays goods plus shipping, cash and card', async () => {
    await saveShipping(FLAT);
    const cash = await shopper(30_000_00);
    const placed = await placeOrderAs(t, cash.customer, cash.lines, { total: 30_500 });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ data: { _id: string } }>().data._id;
    expect(await orderRow(orderId)).toMatchObject({
      subtotal: 30_000_00,
      discount: 0,
      shippingCost: 500_00,
      total: 30_500_00,
      gst: Math.round((30_500_00 * 3) / 103),
    });
    await t.app.jobs.drain();
    const confirmation = mail.sent.find((m) => m.to === cash.customer.customer.email);
    expect(confirmation?.text).toContain('Shipping: ₹500\nOrder Total: ₹30,500');
    const mine = await t.get(`/api/order/${orderId}`, {
      authorization: cash.customer.authorization,
    });
    expect(mine.json<{ order: Order }>().order).toMatchObject({
      shippingCost: 500,
      shippingCostFormatted: '₹500',
      total: 30_500,
    });
    const staffView = await admin(t, 'GET', `/orders/${orderId}`, undefined, {
      cookie: manager.cookie,
    });
    expect(staffView.json<AdminOrder>().money).toMatchObject({ shippingCost: 500_00 });

    const card = await shopper(30_000_00);
    const cardOrder = await placeOrderAs(t, card.customer, card.lines, {
      paymentMethod: 'razorpay',
      total: 30_500,
    });
    expect(cardOrder.statusCode, cardOrder.body).toBe(200);
    const cardId = cardOrder.json<{ data: { _id: string } }>().data._id;
    const payment = await createPaymentOrder(t, card.customer.authorization, cardId);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json<{ amount: number }>().amount).toBe(30_500_00);
    await saveShipping(FREE);
  });

  it('refuses a total that leaves shipping out, as a price change', async () => {
    await saveShipping(FLAT);
    const s = await shopper(30_000_00);
    const res = await placeOrderAs(t, s.customer, s.lines, { total: 30_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(messages.order.pricesChanged);
    await saveShipping(FREE);
  });

  it('counts shipping against the cash-on-delivery cap', async () => {
    await saveCash(30_100_00);
    await saveShipping(FLAT);
    const s = await shopper(30_000_00);
    const capped = await placeOrderAs(t, s.customer, s.lines);
    expect(capped.statusCode).toBe(400);
    expect(capped.json<{ message: string }>().message).toBe(
      'Cash on delivery is available only for orders under ₹30,100.',
    );
    await saveShipping(FREE);
    const free = await placeOrderAs(t, s.customer, s.lines);
    expect(free.statusCode, free.body).toBe(200);
    await saveCash(2_00_000_00);
  });

  it('bills shipping on the GST invoice at the goods’ rate, with no share of the coupon', async () => {
    await saveShipping(FLAT);
    const coupon = await createCoupon(t.db, { discountType: 'fixed', discountValue: 1_000_00 });
    const s = await shopper(30_000_00);
    const placed = await placeOrderAs(t, s.customer, s.lines, { couponCode: coupon.couponCode });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ data: { _id: string } }>().data._id;
    expect(await orderRow(orderId)).toMatchObject({ discount: 1_000_00, shippingCost: 500_00 });
    const packed = await admin(
      t,
      'POST',
      `/orders/${orderId}/pack`,
      { pieces: [] },
      {
        cookie: fulfilment.cookie,
      },
    );
    expect(packed.statusCode, packed.body).toBe(200);
    const ship = await admin(
      t,
      'POST',
      `/orders/${orderId}/ship`,
      { carrier: 'BlueDart', trackingNumber: 'AWB 500' },
      { cookie: fulfilment.cookie },
    );
    expect(ship.statusCode, ship.body).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const content = invoice?.content as InvoiceContent;
    const shipping = content.lines.find((line) => line.description === 'Shipping');
    // ₹500 with GST at 3 %: ₹485.44 taxable, ₹14.56 of CGST and SGST, as the jewellery within the state.
    expect(shipping).toMatchObject({
      lineId: null,
      hsn: '9965',
      quantity: 1,
      value: 485_44,
      discount: 0,
      taxable: 485_44,
      cgst: 7_28,
      sgst: 7_28,
      igst: 0,
      total: 500_00,
    });
    expect(content.totals.total).toBe(29_500_00);
    await saveShipping(FREE);
  });
});
