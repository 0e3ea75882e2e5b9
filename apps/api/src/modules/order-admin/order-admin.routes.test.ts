import { parse } from 'csv-parse/sync';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderAdminMessages,
  orderSettingsMessages,
  type AdminOrder,
  type AdminOrderPage,
} from '@aurelle/contract';
import {
  addresses,
  adminSettings,
  auditLog,
  couponUses,
  coupons,
  creditNotes,
  customers,
  jobs,
  orderEvents,
  orders,
  productPieces,
  products,
  refunds,
  stockMoves,
} from '../../db/schema/index.ts';
import { keptMail } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCoupon, setCurrencyRates } from '../../../test/factories.ts';
import {
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeOrderAs,
} from '../../../test/order-helpers.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import type { TaxDocument } from '../invoice/tax-document.ts';
import { hmacHex } from '../payment/payment-signature.ts';

const mail = keptMail();
const t = useTestApp({}, { mailer: mail });
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
let accountant: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  manager = await signedInStaff(t, 'manager');
  fulfilment = await signedInStaff(t, 'fulfilment');
  accountant = await signedInStaff(t, 'accountant');
});

type Caller = { cookie: string };
const call = (who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  admin(t, method, url, payload, { cookie: who.cookie });
const orderOf = async (who: Caller, id: string) =>
  (await call(who, 'GET', `/orders/${id}`)).json<AdminOrder>();

let huidSeq = 0;
/** A HUID no other test has: 5 characters of a counter and one letter. */
const nextHuid = (end: string) =>
  `${(process.pid % 36).toString(36)}${(huidSeq++).toString(36).padStart(4, '0')}${end}`
    .toUpperCase()
    .slice(-6);

/** An order placed through the shop's own API: cash on delivery, or card paid in the sandbox. */
async function placed(
  input: {
    method?: 'POD' | 'razorpay';
    quantity?: number;
    pay?: boolean;
    /** How the customer pays in the sandbox's checkout: card, upi, netbanking. */
    paidWith?: string;
    hallmarked?: boolean;
    /** The delivery address's state (Karnataka, the seller's, unless given). */
    state?: string;
  } = {},
) {
  const { method = 'POD', quantity = 1, pay = true } = input;
  const product = await orderableProduct(t.db, { stock: 10, price: 150_000 });
  if (input.hallmarked) {
    await t.db.update(products).set({ hallmarked: true }).where(eq(products.id, product.id));
    await t.db
      .insert(productPieces)
      .values(['A', 'B', 'C'].map((end) => ({ productId: product.id, huid: nextHuid(end) })));
  }
  const customer = await customerWithCart(t, product.id, quantity);
  if (input.state)
    await t.db
      .update(addresses)
      .set({ state: input.state })
      .where(eq(addresses.id, customer.address.id));
  const res = await placeOrderAs(t, customer, [{ product_id: product.id, quantity }], {
    paymentMethod: method,
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json<{ data: { _id: string } }>().data._id;
  if (method === 'razorpay' && pay) {
    const created = await createPaymentOrder(t, customer.authorization, orderId);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: {
        razorpay_order_id: created.json<{ orderId: string }>().orderId,
        outcome: 'paid',
        method: input.paidWith,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { orderId, product, customer };
}

const stockOf = async (productId: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]
    ?.stock;
const jobKeys = async (orderId: string) =>
  (
    await t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${orderId}`)
  )
    .map((row) => row.key)
    .sort();

describe('the orders list', () => {
  it('lists orders newest first with counts, filters, search and cursor pages', async () => {
    const a = await placed();
    const b = await placed({ method: 'razorpay' });
    const page = (await call(manager, 'GET', '/orders?limit=1')).json<AdminOrderPage>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.id).toBe(b.orderId);
    const second = (
      await call(manager, 'GET', `/orders?limit=1&after=${page.next}`)
    ).json<AdminOrderPage>();
    expect(second.items[0]?.id).toBe(a.orderId);

    const cash = (
      await call(manager, 'GET', '/orders?payment=cash&limit=100')
    ).json<AdminOrderPage>();
    expect(cash.items.every((row) => row.paymentMethod === 'POD')).toBe(true);
    const number = (await orderOf(manager, a.orderId)).orderNumber;
    const found = (await call(manager, 'GET', `/orders?q=${number}`)).json<AdminOrderPage>();
    expect(found.items.map((row) => row.orderNumber)).toEqual([number]);
    const byName = (await call(manager, 'GET', '/orders?q=zzz-nobody')).json<AdminOrderPage>();
    expect(byName.items).toEqual([]);

    // A phone typed with its dial code or without: read on the dial code and number together.
    const [buyer] = await t.db
      .update(customers)
      .set({ phone: `98${String(process.pid % 100_000_000).padStart(8, '0')}` })
      .where(
        eq(
          customers.id,
          sql`(select ${orders.customerId} from ${orders} where ${orders.id} = ${a.orderId})`,
        ),
      )
      .returning({ countryCode: customers.countryCode, phone: customers.phone });
    for (const typed of [`${buyer?.phone}`, `+${buyer?.countryCode} ${buyer?.phone}`]) {
      const byPhone = (
        await call(manager, 'GET', `/orders?q=${encodeURIComponent(typed)}&limit=100`)
      ).json<AdminOrderPage>();
      expect(byPhone.items.map((row) => row.id)).toContain(a.orderId);
    }

    const counts = (await call(manager, 'GET', '/orders/counts')).json<{
      counts: Record<string, number>;
      toShip: number;
    }>();
    expect(counts.counts.Placed).toBeGreaterThanOrEqual(2);
    expect(counts.toShip).toBeGreaterThanOrEqual(2);
  });

  it('shows fulfilment no money, and refuses a bad filter or page link with 400', async () => {
    await placed();
    const page = (await call(fulfilment, 'GET', '/orders')).json<AdminOrderPage>();
    expect(page.items[0]?.total).toBeNull();
    const order = await orderOf(fulfilment, page.items[0]?.id ?? '');
    expect(order.money).toBeNull();
    expect(order.lines.every((line) => line.unitPrice === null)).toBe(true);
    expect((await call(manager, 'GET', '/orders?status=Lost')).statusCode).toBe(400);
    expect((await call(manager, 'GET', '/orders?from=yesterday')).statusCode).toBe(400);
    // A page link no page of ours made: said so, not taken for the first page.
    const junk = await call(manager, 'GET', '/orders?after=not-a-cursor');
    expect(junk.statusCode).toBe(400);
    expect(junk.json<{ errors: Record<string, string> }>().errors.after).toBe('Unknown page');
  });
});

describe('an order from placed to delivered', () => {
  it('packs, ships with tracking, delivers with the cash collected, and keeps a timeline', async () => {
    const { orderId } = await placed();
    const packed = await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {});
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json<AdminOrder>().status).toBe('Packed');
    const shipped = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
      carrier: 'BlueDart',
      trackingNumber: 'AWB 12345',
      trackingUrl: 'https://track.example/AWB12345',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<AdminOrder>().shipment).toMatchObject({
      carrier: 'BlueDart',
      trackingNumber: 'AWB 12345',
    });
    const noCash = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {});
    expect(noCash.statusCode).toBe(400);
    expect(noCash.json<{ errors: Record<string, string> }>().errors.cashCollected).toBeTruthy();
    const delivered = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '1,500',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const order = await orderOf(manager, orderId);
    expect(order.status).toBe('Delivered');
    expect(order.cash).toEqual({
      toCollect: 150_000,
      collected: 150_000,
      shortReason: null,
      balanceDue: 0,
    });
    expect(order.money?.paid).toBe(150_000);
    expect(order.moves).toEqual([]);
    expect(order.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['placed', 'packed', 'shipped', 'delivered']),
    );
    expect(order.events.find((event) => event.kind === 'shipped')?.actor).toBe('Test fulfilment');
    expect(await jobKeys(orderId)).toEqual(
      expect.arrayContaining([
        `order.email:shipped:${orderId}`,
        `order.email:delivered:${orderId}`,
      ]),
    );
    // A transition its state does not allow: 409, naming the state.
    const again = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
      carrier: 'BlueDart',
      trackingNumber: 'AWB2',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('Delivered');
  });

  it('gives one of two staff packing at once a success, the other a 409', async () => {
    const { orderId } = await placed();
    const results = await Promise.all([
      call(fulfilment, 'POST', `/orders/${orderId}/pack`, {}),
      call(manager, 'POST', `/orders/${orderId}/pack`, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = (await orderOf(manager, orderId)).events.filter((e) => e.kind === 'packed');
    expect(events).toHaveLength(1);
  });

  it('refuses what a role may not do, bad input, and an unpaid card order to pack', async () => {
    const { orderId } = await placed({ method: 'razorpay', pay: false });
    expect((await call(accountant, 'POST', `/orders/${orderId}/pack`, {})).statusCode).toBe(403);
    expect(
      (await call(fulfilment, 'POST', `/orders/${orderId}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const unpaid = await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {});
    expect(unpaid.statusCode).toBe(409);
    expect((await orderOf(manager, orderId)).moves).toEqual(['cancel']);
    const blank = await call(manager, 'POST', `/orders/${orderId}/cancel`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('Placed');
  });

  it('packs a hallmarked piece chosen by its HUID, and ships it as sold', async () => {
    const { orderId, product } = await placed({ hallmarked: true });
    const order = await orderOf(fulfilment, orderId);
    const line = order.lines[0];
    expect(line?.hallmarked).toBe(true);
    expect(line?.available).toHaveLength(3);
    const none = await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {});
    expect(none.statusCode).toBe(400);
    const unknown = await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {
      pieces: [{ lineId: line?.id, huids: ['ZZ99ZZ'] }],
    });
    expect(unknown.statusCode).toBe(400);
    const huid = line?.available[0] ?? '';
    const packed = await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {
      pieces: [{ lineId: line?.id, huids: [huid] }],
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json<AdminOrder>().lines[0]?.huids).toEqual([huid]);
    await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
      carrier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    const [piece] = await t.db
      .select()
      .from(productPieces)
      .where(and(eq(productPieces.productId, product.id), eq(productPieces.huid, huid)));
    expect(piece).toMatchObject({ state: 'sold', orderId });
  });
});

describe('every refusal changes nothing', () => {
  it('refuses each transition from a state that does not lead to it, bad input and the wrong role', async () => {
    const { orderId } = await placed();
    const shipBody = { carrier: 'BlueDart', trackingNumber: 'AWB1' };
    const snapshot = async () => {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      // E-mails are sent by jobs in the background; what staff did is the rest.
      const events = (await orderOf(manager, orderId)).events.filter(
        (event) => event.kind !== 'email_sent',
      ).length;
      return { status: row?.status, carrier: row?.carrier, cash: row?.cashCollected, events };
    };
    const refusals: [Caller, string, object, number][] = [
      [fulfilment, 'ship', shipBody, 409],
      [fulfilment, 'deliver', { cashCollected: '1500' }, 409],
      [accountant, 'notes', { text: 'Gift wrap' }, 403],
      [fulfilment, 'notes', { text: ' ' }, 400],
      [fulfilment, 'notes', { text: 'x'.repeat(2001) }, 400],
      [fulfilment, 'pack', { pieces: [{ lineId: 'not-a-uuid', huids: [] }] }, 400],
    ];
    const before = await snapshot();
    for (const [who, transition, body, status] of refusals)
      expect(
        (await call(who, 'POST', `/orders/${orderId}/${transition}`, body)).statusCode,
        transition,
      ).toBe(status);
    expect(await snapshot()).toEqual(before);

    expect((await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {})).statusCode).toBe(200);
    const packed = await snapshot();
    for (const [body, status] of [
      [{ carrier: 'BlueDart', trackingNumber: 'AWB1', trackingUrl: 'javascript:alert(1)' }, 400],
      [{ carrier: '', trackingNumber: 'AWB1' }, 400],
      [{ carrier: 'BlueDart', trackingNumber: 'AWB<1>' }, 400],
    ] as const)
      expect((await call(fulfilment, 'POST', `/orders/${orderId}/ship`, body)).statusCode).toBe(
        status,
      );
    expect((await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {})).statusCode).toBe(409);
    expect(await snapshot()).toEqual(packed);

    expect((await call(fulfilment, 'POST', `/orders/${orderId}/ship`, shipBody)).statusCode).toBe(
      200,
    );
    const cancel = await call(manager, 'POST', `/orders/${orderId}/cancel`, { reason: 'Late' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<{ message: string }>().message).toBe(
      'This order is Shipped now, so it cannot be cancelled',
    );
    for (const cash of ['', 'abc', '-5'])
      expect(
        (await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, { cashCollected: cash }))
          .statusCode,
      ).toBe(400);
    const shipped = await snapshot();
    expect(shipped.status).toBe('Shipped');

    const note = await call(fulfilment, 'POST', `/orders/${orderId}/notes`, {
      text: 'Customer asked for a call before delivery',
    });
    expect(note.statusCode).toBe(200);
    expect(note.json<AdminOrder>().events.at(-1)).toMatchObject({
      kind: 'note',
      actor: 'Test fulfilment',
      data: { text: 'Customer asked for a call before delivery' },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(manager, 'GET', `/orders/${unknown}`)).statusCode).toBe(404);
    expect((await call(fulfilment, 'POST', `/orders/${unknown}/pack`, {})).statusCode).toBe(404);
  });
});

describe('the audit log of an order', () => {
  it('records that a note or a reason was written, and its length, never the words', async () => {
    // Words staff type can name a person; the append-only log outlives an erasure.
    const words = {
      note: 'Call Asha Rao on 98450 12345 before delivery',
      refund: 'Refund to Asha, 98450 12345',
      cancel: 'Asha Rao (98450 12345) asked to cancel',
    };
    const card = await placed({ method: 'razorpay' });
    const noted = await call(fulfilment, 'POST', `/orders/${card.orderId}/notes`, {
      text: words.note,
    });
    expect(noted.statusCode).toBe(200);
    const refunded = await call(manager, 'POST', `/orders/${card.orderId}/refunds`, {
      idempotencyKey: 'refund-words-01',
      reason: words.refund,
      amount: '100',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const cash = await placed();
    const cancelled = await call(manager, 'POST', `/orders/${cash.orderId}/cancel`, {
      reason: words.cancel,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const logOf = (orderId: string) =>
      t.db
        .select({ action: auditLog.action, changes: auditLog.changes })
        .from(auditLog)
        .where(eq(auditLog.entityId, orderId));
    const [note] = await t.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, card.orderId), eq(orderEvents.kind, 'note')));
    expect(await logOf(card.orderId)).toEqual(
      expect.arrayContaining([
        {
          action: 'order.note-added',
          changes: { note: { after: '[44 characters]' }, noteId: { after: String(note?.id) } },
        },
        {
          action: 'order.refunded',
          changes: expect.objectContaining({ reason: { after: '[27 characters]' } }),
        },
      ]),
    );
    expect(await logOf(cash.orderId)).toEqual([
      {
        action: 'order.cancelled',
        changes: {
          status: { before: 'Placed', after: 'Cancelled' },
          reason: { after: '[38 characters]' },
        },
      },
    ]);
    const logged = JSON.stringify([await logOf(card.orderId), await logOf(cash.orderId)]);
    for (const text of ['Asha', '98450']) expect(logged).not.toContain(text);
    // The words stay on the order itself, where staff read them and an erasure reaches them.
    expect(noted.json<AdminOrder>().events.at(-1)?.data).toEqual({ text: words.note });
    expect(cancelled.json<AdminOrder>().cancelReason).toBe(words.cancel);
  });
});

describe('cancelling an order', () => {
  it('puts the stock back through the ledger and gives the coupon use back', async () => {
    const product = await orderableProduct(t.db, { stock: 5, price: 150_000 });
    const coupon = await createCoupon(t.db, { couponQuantity: 3 });
    const customer = await customerWithCart(t, product.id, 2);
    const res = await placeOrderAs(t, customer, [{ product_id: product.id, quantity: 2 }], {
      couponCode: coupon.couponCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ data: { _id: string } }>().data._id;
    expect(await stockOf(product.id)).toBe(3);
    const cancelled = await call(manager, 'POST', `/orders/${orderId}/cancel`, {
      reason: 'The customer called to cancel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<AdminOrder>()).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'The customer called to cancel',
    });
    expect(await stockOf(product.id)).toBe(5);
    const moves = await t.db.select().from(stockMoves).where(eq(stockMoves.orderId, orderId));
    expect(moves.find((m) => m.reason === 'order_cancelled')?.change).toBe(2);
    const [left] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(left?.couponQuantity).toBe(3);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.orderId, orderId))).toEqual([]);
    // Nothing was paid (cash, not delivered): no refund.
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect(await jobKeys(orderId)).toContain(`order.email:cancelled:${orderId}`);
  });

  it('refunds a paid card order in full through the provider', async () => {
    const { orderId } = await placed({ method: 'razorpay' });
    const cancelled = await call(manager, 'POST', `/orders/${orderId}/cancel`, {
      reason: 'Out of the size asked for',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = cancelled.json<AdminOrder>();
    expect(order.refundState).toBe('full');
    expect(order.money?.refunds).toEqual([
      expect.objectContaining({ amount: 150_000, status: 'processed', method: 'provider' }),
    ]);
    expect(order.money?.refunds[0]?.providerRefundId).toMatch(/^rfnd_/);
    expect(order.money?.refundable).toBe(0);
  });
});

describe('refunds', () => {
  it('refunds part of a line once however often it is sent, never more than was paid', async () => {
    const { orderId, product } = await placed({ method: 'razorpay', quantity: 2 });
    const line = (await orderOf(manager, orderId)).lines[0];
    const body = {
      idempotencyKey: 'refund-key-0001',
      reason: 'One of the pair was scratched',
      restock: true,
      lines: [{ lineId: line?.id, quantity: 1 }],
    };
    const before = await stockOf(product.id);
    const [a, b] = [
      await call(manager, 'POST', `/orders/${orderId}/refunds`, body),
      await call(manager, 'POST', `/orders/${orderId}/refunds`, body),
    ];
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    const order = b.json<AdminOrder>();
    expect(order.money?.refunds).toHaveLength(1);
    expect(order.money?.refunded).toBe(150_000);
    expect(order.refundState).toBe('partial');
    expect(order.lines[0]?.refundedQuantity).toBe(1);
    // Back in stock before packing: one unit less to pack.
    expect(order.lines[0]?.toPack).toBe(1);
    expect(await stockOf(product.id)).toBe((before ?? 0) + 1);
    expect(await jobKeys(orderId)).toContain(
      `order.email:refunded:${orderId}:${order.money?.refunds[0]?.id}`,
    );

    const tooMuch = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'refund-key-0002',
      reason: 'Goodwill',
      amount: '1,500.01',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ errors: Record<string, string> }>().errors.amount).toContain('₹1,500.00');
    const nothing = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'refund-key-0005',
      reason: 'Goodwill',
      amount: '0',
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ errors: Record<string, string> }>().errors.amount).toBe(
      orderAdminMessages.refundNothing,
    );
    const tooMany = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'refund-key-0003',
      reason: 'Both',
      lines: [{ lineId: line?.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const rest = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'refund-key-0004',
      reason: 'Goodwill',
      amount: '1500',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<AdminOrder>()).toMatchObject({ refundState: 'full' });
    expect(rest.json<AdminOrder>().money?.refundable).toBe(0);
  });

  it('records a cash refund as paid out by hand, and refuses one before any cash came', async () => {
    const { orderId } = await placed();
    const early = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'cash-refund-01',
      reason: 'Too early',
      amount: '100',
    });
    expect(early.statusCode).toBe(409);
    await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {});
    await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
      carrier: 'Own',
      trackingNumber: 'A1',
    });
    await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, { cashCollected: '1500' });
    const refunded = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'cash-refund-02',
      reason: 'Price matched',
      amount: '200',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminOrder>().money?.refunds[0]).toMatchObject({
      method: 'cash',
      status: 'processed',
      amount: 20_000,
    });
  });

  it("settles from the provider's signed webhooks; a forged one changes nothing, a replay once", async () => {
    const { orderId } = await placed({ method: 'razorpay' });
    const failed = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'sandbox-fail-01',
      reason: 'sandbox-fail: the bank refused',
      amount: '100',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const refund = failed.json<AdminOrder>().money?.refunds[0];
    expect(refund).toMatchObject({ status: 'failed' });
    expect(failed.json<AdminOrder>().refundState).toBe('none');

    const ok = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'sandbox-ok-01',
      reason: 'Goodwill',
      amount: '100',
    });
    const processed = ok.json<AdminOrder>().money?.refunds.find((r) => r.status === 'processed');
    expect(processed?.providerRefundId).toMatch(/^rfnd_/);
    const event = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: processed?.providerRefundId, notes: {} } } },
    });
    const webhook = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: event,
      });
    expect((await webhook('0'.repeat(64))).statusCode).toBe(400);
    const secret = t.env.payment.webhookSecret;
    expect((await webhook(hmacHex(secret, event))).statusCode).toBe(200);
    expect((await webhook(hmacHex(secret, event))).statusCode).toBe(200);
    const events = (await orderOf(manager, orderId)).events;
    expect(events.filter((e) => e.kind === 'refund_processed')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'refund_failed')).toHaveLength(1);
  });
});

describe('a refund’s idempotency key', () => {
  it('answers a retry the refund it made, and refuses it with another body (422), refunding nothing more', async () => {
    const { orderId } = await placed({ method: 'razorpay' });
    const first = { idempotencyKey: 'same-key-001', reason: 'Goodwill', amount: '100' };
    const a = await call(manager, 'POST', `/orders/${orderId}/refunds`, first);
    expect(a.statusCode, a.body).toBe(200);
    const retry = await call(manager, 'POST', `/orders/${orderId}/refunds`, first);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<AdminOrder>().money?.refunds).toEqual(a.json<AdminOrder>().money?.refunds);

    const line = (await orderOf(manager, orderId)).lines[0];
    const others = [
      { ...first, amount: '500' },
      { ...first, reason: 'Another reason' },
      { ...first, amount: undefined, lines: [{ lineId: line?.id, quantity: 1 }] },
    ];
    for (const body of others) {
      const res = await call(manager, 'POST', `/orders/${orderId}/refunds`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ message: string }>().message).toBe(
        'This idempotency key was already used for another refund (₹100.00); nothing more was refunded',
      );
    }
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((row) => row.amount)).toEqual([10_000]);
    expect((await orderOf(manager, orderId)).money?.refunded).toBe(10_000);
  });

  it('refuses a request reusing the key of a cancellation’s refund', async () => {
    const { orderId } = await placed({ method: 'razorpay' });
    expect(
      (await call(manager, 'POST', `/orders/${orderId}/cancel`, { reason: 'Asked to cancel' }))
        .statusCode,
    ).toBe(200);
    const res = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: `cancel-${orderId}`,
      reason: 'Goodwill',
      amount: '100',
    });
    expect(res.statusCode).toBe(422);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });
});

/** A cash order placed, packed and shipped: waiting for the courier to collect. */
async function shippedCashOrder() {
  const placedOrder = await placed();
  const { orderId } = placedOrder;
  expect((await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {})).statusCode).toBe(200);
  const shipped = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
    carrier: 'Delhivery',
    trackingNumber: 'DL1',
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return placedOrder;
}

describe('cash on delivery', () => {
  it('shows fulfilment the amount to collect, and no other price', async () => {
    const { orderId } = await shippedCashOrder();
    const order = await orderOf(fulfilment, orderId);
    expect(order.cash).toEqual({
      toCollect: 150_000,
      collected: null,
      shortReason: null,
      balanceDue: 0,
    });
    expect(order.money).toBeNull();
    expect(order.lines.every((line) => line.unitPrice === null)).toBe(true);
    // A card order has nothing to collect: fulfilment sees no amount at all.
    const card = await placed({ method: 'razorpay' });
    expect((await orderOf(fulfilment, card.orderId)).cash).toBeNull();
  });

  it('refuses more cash than the total, and less without a reason, writing nothing', async () => {
    const { orderId } = await shippedCashOrder();
    const row = async () => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    const before = await row();
    const tooMuch = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '9999999',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ errors: Record<string, string> }>().errors.cashCollected).toBe(
      'At most ₹1,500.00, the order’s total, can be collected',
    );
    const short = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '1,200',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string> }>().errors.cashShortReason).toBe(
      'Say why ₹1,500.00 was not collected in full',
    );
    const blankReason = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '1,200',
      cashShortReason: '   ',
    });
    expect(blankReason.statusCode).toBe(400);
    expect(await row()).toEqual(before);
    // The attack's next step: nothing was collected, so nothing can be refunded.
    const refund = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'cash-over-0001',
      reason: 'Return',
      amount: '5,00,000',
    });
    expect(refund.statusCode).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);

    const card = await placed({ method: 'razorpay' });
    const cardCash = await call(fulfilment, 'POST', `/orders/${card.orderId}/pack`, {});
    expect(cardCash.statusCode).toBe(200);
    await call(fulfilment, 'POST', `/orders/${card.orderId}/ship`, {
      carrier: 'BlueDart',
      trackingNumber: 'BD1',
    });
    const paidOnline = await call(fulfilment, 'POST', `/orders/${card.orderId}/deliver`, {
      cashCollected: '1500',
    });
    expect(paidOnline.statusCode).toBe(400);
    expect((await orderOf(manager, card.orderId)).status).toBe('Shipped');
  });

  it('records less with its reason: the rest is owed, on the order, the list, the CSV', async () => {
    const { orderId } = await shippedCashOrder();
    const reason = 'The customer will pay ₹300 by UPI tomorrow';
    const delivered = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '1,200',
      cashShortReason: ` ${reason} `,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const expected = {
      toCollect: 150_000,
      collected: 120_000,
      shortReason: reason,
      balanceDue: 30_000,
    };
    expect(delivered.json<AdminOrder>().cash).toEqual(expected);
    const order = await orderOf(manager, orderId);
    expect(order.cash).toEqual(expected);
    expect(order.money).toMatchObject({ paid: 120_000, refundable: 120_000, refundTo: 'cash' });
    expect(order.events.find((event) => event.kind === 'delivered')?.data).toEqual({
      cashCollected: 120_000,
      cashShortReason: reason,
    });

    // The list shows what is owed to every role, and filters the orders that owe.
    for (const who of [manager, fulfilment]) {
      const owing = (
        await call(who, 'GET', '/orders?payment=balance_due&limit=100')
      ).json<AdminOrderPage>();
      expect(owing.items.find((row) => row.id === orderId)?.balanceDue).toBe(30_000);
      expect(owing.items.every((row) => row.balanceDue > 0)).toBe(true);
    }
    const all = (await call(manager, 'GET', '/orders?limit=100')).json<AdminOrderPage>();
    expect(all.items.filter((row) => row.id !== orderId).every((r) => r.balanceDue === 0)).toBe(
      true,
    );

    // The accountant's CSV says where the cash stands.
    const waiting = await shippedCashOrder();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await call(accountant, 'GET', `/orders/export?from=${day}&to=${day}`);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const waitingNumber = (await orderOf(manager, waiting.orderId)).orderNumber;
    const short = rows.find((r) => r.order_number === order.orderNumber);
    expect(short).toMatchObject({
      payment_method: 'cash on delivery',
      payment_status: 'partly collected',
      total: '1500',
      cash_collected: '1200',
      balance_due: '300',
    });
    expect(rows.find((r) => r.order_number === waitingNumber)).toMatchObject({
      payment_status: 'to collect',
      cash_collected: '',
      balance_due: '0',
    });

    // Refunds are capped by what was collected, not by the total.
    const over = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'cash-short-0001',
      reason: 'Returned',
      amount: '1,500',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ errors: Record<string, string> }>().errors.amount).toContain('₹1,200.00');
    const line = order.lines[0];
    const byLine = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'cash-short-0002',
      reason: 'Returned',
      lines: [{ lineId: line?.id, quantity: 1 }],
    });
    expect(byLine.statusCode, byLine.body).toBe(200);
    expect(byLine.json<AdminOrder>().money).toMatchObject({ refunded: 120_000, refundable: 0 });
    expect(byLine.json<AdminOrder>().refundState).toBe('full');
  });

  it('gives two cash refunds sent at once that together exceed what was collected one success', async () => {
    const { orderId } = await shippedCashOrder();
    await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '1,000',
      cashShortReason: 'Short by ₹500; the courier will go back',
    });
    const refund = (key: string) =>
      call(manager, 'POST', `/orders/${orderId}/refunds`, {
        idempotencyKey: key,
        reason: 'Returned',
        amount: '600',
      });
    const results = await Promise.all([refund('cash-race-0001'), refund('cash-race-0002')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((row) => row.amount)).toEqual([60_000]);
    expect((await orderOf(manager, orderId)).money?.refundable).toBe(40_000);
  });
});

describe('a credit note', () => {
  it('never credits more than its invoice billed, however much the refunds add up to', async () => {
    const { orderId } = await placed({ method: 'razorpay' });
    await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {});
    const shipped = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
      carrier: 'BlueDart',
      trackingNumber: 'BD2',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // Refunds recorded before refunds were capped by what the order cost, together more than the
    // ₹1,500 invoiced; the provider then reports each processed.
    await t.db.insert(refunds).values(
      [100_000, 100_000, 1_000].map((amount, i) => ({
        orderId,
        amount,
        currency: 'INR',
        method: 'provider' as const,
        reason: 'Recorded before the cap',
        idempotencyKey: `before-the-cap-${i}`,
        providerRefundId: `rfnd_cap_${orderId.slice(0, 8)}_${i}`,
      })),
    );
    for (const i of [0, 1, 2]) {
      const event = JSON.stringify({
        event: 'refund.processed',
        payload: { refund: { entity: { id: `rfnd_cap_${orderId.slice(0, 8)}_${i}`, notes: {} } } },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(t.env.payment.webhookSecret, event),
        },
        payload: event,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const notes = await t.db
      .select({ content: creditNotes.content })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.serial));
    expect(notes.map((note) => (note.content as TaxDocument).totals.total)).toEqual([
      100_000, 50_000,
    ]);
  });
});

describe('where a refund goes', () => {
  it('names the way the customer paid: card, UPI or net banking', async () => {
    for (const [paidWith, refundTo] of [
      ['card', 'card'],
      ['upi', 'upi'],
      ['netbanking', 'netbanking'],
    ] as const) {
      const { orderId } = await placed({ method: 'razorpay', paidWith });
      expect((await orderOf(manager, orderId)).money?.refundTo).toBe(refundTo);
    }
    const unpaid = await placed({ method: 'razorpay', pay: false });
    expect((await orderOf(manager, unpaid.orderId)).money?.refundTo).toBe('payment');
  });
});

describe('refunds racing (PostgreSQL: real concurrent transactions)', () => {
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'gives two refunds of all that was paid, sent at once, one success',
    async () => {
      const { orderId } = await placed({ method: 'razorpay' });
      const refund = (key: string) =>
        call(manager, 'POST', `/orders/${orderId}/refunds`, {
          idempotencyKey: key,
          reason: 'Returned',
          amount: '1500',
        });
      const results = await Promise.all([
        refund('race-key-0001'),
        refund('race-key-0002'),
        refund('race-key-0001'),
        call(manager, 'POST', `/orders/${orderId}/cancel`, { reason: 'Also cancelled' }),
      ]);
      const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      const taken = rows.filter((row) => row.status !== 'failed');
      expect(taken.reduce((sum, row) => sum + row.amount, 0)).toBe(150_000);
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      expect((await orderOf(manager, orderId)).money?.refundable).toBe(0);
    },
  );
});

describe('the export and the settings', () => {
  it("exports a day's orders as CSV, with formulas neutralised", async () => {
    const { orderId } = await placed();
    const number = (await orderOf(manager, orderId)).orderNumber;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await call(accountant, 'GET', `/orders/export?from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body).toContain(number);
    expect(res.body.split('\r\n')[0]).toContain('order_number,placed_at,status');
    expect((await call(fulfilment, 'GET', `/orders/export?from=${day}&to=${day}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(accountant, 'GET', `/orders/export?from=${day}&to=2000-01-01`)).statusCode,
    ).toBe(400);
  });

  it('writes each export in the audit log: who, the range and how many orders', async () => {
    await placed();
    await placed();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await call(accountant, 'GET', `/orders/export?from=${day}&to=${day}`);
    const rows = res.body.trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThanOrEqual(2);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.exported'), eq(auditLog.staffId, accountant.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      actor: accountant.email,
      entityType: 'order',
      changes: { placed: { after: `${day} to ${day}` }, rows: { after: rows } },
    });
    // A refused export (a range ending before it starts) exported nothing and records nothing.
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.exported'));
    await call(accountant, 'GET', `/orders/export?from=${day}&to=2000-01-01`);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.exported'));
    expect(after).toHaveLength(before.length);
  });

  it('tells the address set in the settings of each new order', async () => {
    const owner = await signedInStaff(t, 'owner');
    const set = await call(owner, 'PUT', '/settings/orders', {
      notifyEmail: 'Orders@Shop.example',
    });
    expect(set.json()).toEqual({
      notifyEmail: 'orders@shop.example',
      hallmarkingChargePaise: 4_500,
    });
    expect((await call(manager, 'PUT', '/settings/orders', { notifyEmail: null })).statusCode).toBe(
      403,
    );
    const { orderId } = await placed();
    await t.app.jobs.drain();
    const number = (await orderOf(manager, orderId)).orderNumber;
    const notice = mail.sent.find(
      (m) => m.to === 'orders@shop.example' && m.subject.includes(number),
    );
    expect(notice?.text).toContain(`/admin/orders/${orderId}`);
  });
  it('sets the hallmarking charge per piece: whole paise from ₹0 to ₹1,000, audited; bad input changes nothing', async () => {
    const owner = await signedInStaff(t, 'owner');
    const read = async () => (await call(owner, 'GET', '/settings/orders')).json();
    const row = async () =>
      (await t.db.select().from(adminSettings).where(eq(adminSettings.key, 'orders')))[0]?.value;
    // BIS's ₹45 until the owner sets one.
    await t.db.delete(adminSettings).where(eq(adminSettings.key, 'orders'));
    expect(await read()).toEqual({ notifyEmail: null, hallmarkingChargePaise: 4_500 });

    const set = await call(owner, 'PUT', '/settings/orders', {
      notifyEmail: null,
      hallmarkingChargePaise: 5_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ notifyEmail: null, hallmarkingChargePaise: 5_000 });
    expect(await row()).toEqual({ notifyEmail: null, hallmarkingChargePaise: 5_000 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.updated'), eq(auditLog.entityId, 'orders')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      actor: owner.email,
      entityType: 'settings',
      changes: {
        notifyEmail: { before: null, after: null },
        hallmarkingChargePaise: { before: 4_500, after: 5_000 },
      },
    });
    const audited = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'settings.updated'), eq(auditLog.entityId, 'orders')))
      ).length;
    const entries = await audited();

    for (const bad of [-1, 100_001, 45.5, '45', null]) {
      const res = await call(owner, 'PUT', '/settings/orders', {
        notifyEmail: null,
        hallmarkingChargePaise: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        errors: { hallmarkingChargePaise: orderSettingsMessages.hallmarkingChargeInvalid },
      });
    }
    expect(await row()).toEqual({ notifyEmail: null, hallmarkingChargePaise: 5_000 });
    expect(await audited()).toBe(entries);

    // Left out, the charge stays; ₹0 and ₹1,000 are taken; only the owner's role may set it.
    await call(owner, 'PUT', '/settings/orders', { notifyEmail: 'a@shop.example' });
    expect(await read()).toEqual({ notifyEmail: 'a@shop.example', hallmarkingChargePaise: 5_000 });
    for (const edge of [0, 100_000]) {
      const res = await call(owner, 'PUT', '/settings/orders', {
        notifyEmail: null,
        hallmarkingChargePaise: edge,
      });
      expect(res.json()).toMatchObject({ hallmarkingChargePaise: edge });
    }
    const refused = await call(manager, 'PUT', '/settings/orders', {
      notifyEmail: null,
      hallmarkingChargePaise: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(await read()).toEqual({ notifyEmail: null, hallmarkingChargePaise: 100_000 });
    await call(owner, 'PUT', '/settings/orders', {
      notifyEmail: null,
      hallmarkingChargePaise: 4_500,
    });
  });

  it("gives each order its invoice's taxable value and CGST, SGST or IGST, and its credit notes", async () => {
    const ship = async (orderId: string) => {
      expect((await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {})).statusCode).toBe(200);
      const res = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
        carrier: 'Delhivery',
        trackingNumber: 'DL2',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // ₹1,500 with 3 % GST: ₹1,456.31 taxable and ₹43.69 of tax.
    const within = await placed();
    const between = await placed({ state: 'Maharashtra' });
    const waiting = await placed();
    const returned = await placed({ quantity: 2 });
    for (const { orderId } of [within, between, returned]) await ship(orderId);
    const delivered = await call(fulfilment, 'POST', `/orders/${returned.orderId}/deliver`, {
      cashCollected: '3,000',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const line = (await orderOf(manager, returned.orderId)).lines[0]?.id;
    for (const key of ['csv-credit-0001', 'csv-credit-0002']) {
      const refund = await call(manager, 'POST', `/orders/${returned.orderId}/refunds`, {
        idempotencyKey: key,
        reason: 'Returned',
        restock: true,
        lines: [{ lineId: line, quantity: 1 }],
      });
      expect(refund.statusCode, refund.body).toBe(200);
    }
    const notes = await t.db
      .select({ number: creditNotes.number })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, returned.orderId))
      .orderBy(asc(creditNotes.serial));
    expect(notes).toHaveLength(2);

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await call(accountant, 'GET', `/orders/export?from=${day}&to=${day}`);
    expect(res.body.split('\r\n')[0]).toMatch(
      /,refunded,invoice,taxable_value,cgst,sgst,igst,credit_notes$/,
    );
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const rowOf = async (orderId: string) => {
      const number = (await orderOf(manager, orderId)).orderNumber;
      const found = rows.find((r) => r.order_number === number);
      if (!found) throw new Error(`no row for ${number}`);
      return found;
    };
    const columns = (r: Record<string, string>) => ({
      taxable_value: r.taxable_value,
      cgst: r.cgst,
      sgst: r.sgst,
      igst: r.igst,
      credit_notes: r.credit_notes,
    });
    expect(columns(await rowOf(within.orderId))).toEqual({
      taxable_value: '1456.31',
      cgst: '21.84',
      sgst: '21.85',
      igst: '0',
      credit_notes: '',
    });
    expect((await rowOf(within.orderId)).invoice).toMatch(/^AUR\/\d\d-\d\d\/\d{6}$/);
    expect(columns(await rowOf(between.orderId))).toEqual({
      taxable_value: '1456.31',
      cgst: '0',
      sgst: '0',
      igst: '43.69',
      credit_notes: '',
    });
    // Not shipped, so not invoiced: nothing to report yet.
    expect(columns(await rowOf(waiting.orderId))).toEqual({
      taxable_value: '',
      cgst: '',
      sgst: '',
      igst: '',
      credit_notes: '',
    });
    // The invoice as issued, and its credit notes by number, in the order issued.
    expect(columns(await rowOf(returned.orderId))).toEqual({
      taxable_value: '2912.62',
      cgst: '43.69',
      sgst: '43.69',
      igst: '0',
      credit_notes: notes.map((n) => n.number).join('; '),
    });
  });
});
