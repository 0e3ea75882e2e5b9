import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderAdminMessages as say,
  PACKING_SLIPS_MAX,
  type AdminOrder,
  type LegalDetails,
} from '@aurelle/contract';
import { orders, productPieces, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createCategory,
  createProduct,
  setCurrencyRates,
  setSiteSettings,
} from '../../../test/factories.ts';
import { createPaymentOrder, customerWithCart, placeOrderAs } from '../../../test/order-helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
let accountant: Awaited<ReturnType<typeof signedInStaff>>;
let seller: LegalDetails;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  fulfilment = await signedInStaff(t, 'fulfilment');
  accountant = await signedInStaff(t, 'accountant');
  const details = await t.app.seller.details();
  if (!details) throw new Error('the demo shop has legal details');
  seller = details;
});

type Caller = { cookie: string };
const call = (who: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  admin(t, method, url, payload, { cookie: who.cookie });

/** Anything printed as money: a rupee sign or an amount with paise. */
const MONEY = /₹|\d\.\d{2}\b/;

let huidSeq = 0;
const nextHuid = () =>
  `S${(process.pid % 36).toString(36)}${(huidSeq++).toString(36).padStart(4, '0')}`
    .toUpperCase()
    .slice(0, 6);

/**
 * A hallmarked ring in sizes 10, 12 and 14 and two metal colours, with three pieces received,
 * ordered in size 12, rose gold, through the shop's own API.
 */
async function ringOrder(input: { method: 'POD' | 'razorpay'; pay?: boolean }) {
  await setSiteSettings(t.db, { pod_status: true });
  const product = await createProduct(t.db, {
    categoryId: (await createCategory(t.db)).id,
    name: 'Tara Solitaire Ring',
    stock: 10,
    price: 150_000,
    options: [
      {
        code: 'ring_size',
        name: { en: 'Ring size', fr: 'Taille de bague' },
        values: [{ value: '10' }, { value: '12' }, { value: '14' }],
      },
      {
        code: 'metal_colour',
        name: { en: 'Metal colour', fr: 'Couleur du métal' },
        values: [{ value: 'Yellow gold' }, { value: 'Rose gold' }],
      },
    ],
  });
  await t.db.update(products).set({ hallmarked: true }).where(eq(products.id, product.id));
  const huids = [nextHuid(), nextHuid(), nextHuid()];
  await t.db.insert(productPieces).values(huids.map((huid) => ({ productId: product.id, huid })));
  const variants = [{ optionValue: '12' }, { optionValue: 'Rose gold' }];
  const customer = await customerWithCart(t, product.id, 1, variants);
  const res = await placeOrderAs(t, customer, [{ product_id: product.id, quantity: 1, variants }], {
    paymentMethod: input.method,
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json<{ data: { _id: string } }>().data._id;
  if (input.method === 'razorpay' && input.pay !== false) {
    const created = await createPaymentOrder(t, customer.authorization, orderId);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { razorpay_order_id: created.json<{ orderId: string }>().orderId, outcome: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const order = (await call(fulfilment, 'GET', `/orders/${orderId}`)).json<AdminOrder>();
  return { orderId, order, huids };
}

async function pack(order: AdminOrder, huid: string) {
  const line = order.lines[0];
  const res = await call(fulfilment, 'POST', `/orders/${order.id}/pack`, {
    pieces: line?.hallmarked ? [{ lineId: line.id, huids: [huid] }] : [],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function slipOf(orderId: string, who: Caller = fulfilment) {
  const res = await call(who, 'GET', `/orders/${orderId}/packing-slip`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, ...(await pdfText(res.rawPayload)) };
}

describe('packing slips for the orders to pack', () => {
  it('answer 404 with a message while no order waits to be packed', async () => {
    const res = await call(fulfilment, 'GET', '/orders/packing-slips');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(say.packingSlipsNone);
  });
});

describe("an order's packing slip", () => {
  it('names the pieces, their options and HUIDs packed, the shop and the address, and no price when prepaid', async () => {
    const { orderId, order, huids } = await ringOrder({ method: 'razorpay' });
    await pack(order, huids[1] ?? '');
    const { res, text, pages } = await slipOf(orderId);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(pages).toBe(1);
    for (const field of [
      'PACKING SLIP',
      seller.legalName,
      seller.address,
      `${seller.city} ${seller.pinCode}`,
      order.orderNumber,
      'Tara Solitaire Ring',
      'Ring size: 12',
      'Metal colour: Rose gold',
      huids[1] ?? '',
      'Asha Rao',
      '12 MG Road',
      'Bengaluru 560001',
      'Phone 9876543210',
      'Prepaid: nothing to collect at the door.',
      'Packed by',
      'Checked by',
    ])
      expect(text).toContain(field);
    // Only the piece packed: not the others of the same ring in the safe.
    expect(text).not.toContain(huids[0]);
    expect(text).not.toContain(huids[2]);
    expect(text).not.toMatch(MONEY);
  });

  it('shows the amount to collect of a cash order, and no HUID before packing', async () => {
    const { orderId, order, huids } = await ringOrder({ method: 'POD' });
    const [row] = await t.db
      .select({ total: orders.total })
      .from(orders)
      .where(eq(orders.id, orderId));
    const { text } = await slipOf(orderId);
    expect(text).toContain('CASH ON DELIVERY');
    expect(text).toContain(`Collect ₹${((row?.total ?? 0) / 100).toLocaleString('en-IN')}.00`);
    // The one amount printed is the cash to collect.
    expect(text.match(/₹[\d,.]+/g)).toHaveLength(1);
    expect(text).toContain('To pack');
    for (const huid of huids) expect(text).not.toContain(huid);
    expect(order.status).toBe('Placed');
  });

  it('is refused for an order neither to pack nor packed, and for an id that is none', async () => {
    const unpaid = await ringOrder({ method: 'razorpay', pay: false });
    const notPaid = await call(fulfilment, 'GET', `/orders/${unpaid.orderId}/packing-slip`);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json<{ message: string }>().message).toBe(say.packingSlipNotPaid);

    const { orderId, order, huids } = await ringOrder({ method: 'POD' });
    await pack(order, huids[0] ?? '');
    const shipped = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
      carrier: 'BlueDart',
      trackingNumber: 'AWB 42',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const refused = await call(fulfilment, 'GET', `/orders/${orderId}/packing-slip`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      say.packingSlipRefused.replace('{status}', 'Shipped'),
    );

    const missing = await call(
      fulfilment,
      'GET',
      '/orders/00000000-0000-4000-8000-000000000000/packing-slip',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(say.notFound);
    const malformed = await call(fulfilment, 'GET', '/orders/not-an-id/packing-slip');
    expect(malformed.statusCode).toBe(400);
  });

  it('is for staff who fulfil orders: the accountant is refused', async () => {
    const { orderId } = await ringOrder({ method: 'POD' });
    const res = await call(accountant, 'GET', `/orders/${orderId}/packing-slip`);
    expect(res.statusCode).toBe(403);
    const bulk = await call(accountant, 'GET', '/orders/packing-slips');
    expect(bulk.statusCode).toBe(403);
  });
});

describe('packing slips for the orders to pack', () => {
  it('print one page per order waiting, oldest first, leaving out the packed and the unpaid', async () => {
    const packed = await ringOrder({ method: 'POD' });
    await pack(packed.order, packed.huids[0] ?? '');
    const unpaid = await ringOrder({ method: 'razorpay', pay: false });
    const prepaid = await ringOrder({ method: 'razorpay' });
    const cash = await ringOrder({ method: 'POD' });
    // Placed, and paid or cash on delivery, oldest first.
    const toPack = (
      await t.db
        .select({
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
        })
        .from(orders)
        .orderBy(orders.createdAt, orders.id)
    ).filter(
      (o) => o.status === 'Placed' && (o.paymentStatus === 'paid' || o.paymentMethod === 'POD'),
    );
    expect(toPack.map((o) => o.orderNumber)).toContain(prepaid.order.orderNumber);
    expect(toPack.map((o) => o.orderNumber)).toContain(cash.order.orderNumber);

    const res = await call(fulfilment, 'GET', '/orders/packing-slips');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(toPack.length);
    const printed = [...text.matchAll(/Order no\. (\S+)/g)].map((m) => m[1]);
    expect(printed).toEqual(toPack.map((o) => o.orderNumber));
    expect(text).not.toContain(packed.order.orderNumber);
    expect(text).not.toContain(unpaid.order.orderNumber);
  });

  it(`are refused beyond ${PACKING_SLIPS_MAX} orders, saying how many wait`, async () => {
    const { orderId } = await ringOrder({ method: 'POD' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('no order');
    const { id: _id, orderNumber: _number, ...copy } = row;
    const copies = await t.db
      .insert(orders)
      .values(
        Array.from({ length: PACKING_SLIPS_MAX }, (_, i) => ({
          ...copy,
          orderNumber: `ZZ-${String(900_000 + i)}`,
          idempotencyKey: null,
        })),
      )
      .returning({ id: orders.id });
    const waiting = await t.db.$count(orders, eq(orders.status, 'Placed'));
    const res = await call(fulfilment, 'GET', '/orders/packing-slips');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      new RegExp(`^\\d+ orders are waiting to be packed, more than the ${PACKING_SLIPS_MAX}`),
    );
    expect(Number(/^\d+/.exec(res.json<{ message: string }>().message)?.[0])).toBeLessThanOrEqual(
      waiting,
    );
    expect(copies).toHaveLength(PACKING_SLIPS_MAX);
  });
});
