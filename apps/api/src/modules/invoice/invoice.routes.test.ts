import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, LegalDetails, Metal, Order } from '@aurelle/contract';
import {
  addresses,
  creditNotes,
  invoices,
  orders,
  productPieces,
  products,
} from '../../db/schema/index.ts';
import { keptMail } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCoupon, createCustomerWithToken } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { financialYear } from './tax-document.ts';
import { textOf } from '../../../test/pdf-text.ts';

const mail = keptMail();
const t = useTestApp({}, { mailer: mail });
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
const year = financialYear(new Date());
/** The demo's legal details, which a demo shop's invoices print until the owner sets its own. */
let seller: LegalDetails;

beforeAll(async () => {
  manager = await signedInStaff(t, 'manager');
  fulfilment = await signedInStaff(t, 'fulfilment');
  const details = await t.app.seller.details();
  if (!details) throw new Error('the demo shop has legal details');
  seller = details;
});

type Caller = { cookie: string };
const call = (who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  admin(t, method, url, payload, { cookie: who.cookie });

/** Amounts as printed: 1,23,456.78 → paise. */
const paise = (printed: string) => Math.round(Number(printed.replace(/[₹,]/g, '')) * 100);
const AMOUNT = /₹?\d[\d,]*\.\d{2}/g;

/** The amounts on the line that starts with `label` (a table row), in paise. */
function amountsAfter(text: string, label: RegExp): number[] {
  const line = text.split('\n').find((l) => label.test(l));
  if (!line) throw new Error(`no line ${label} in:\n${text}`);
  return (line.match(AMOUNT) ?? []).map(paise);
}

/**
 * Checks the columns add up on a printed row: value − discount = taxable; taxable + its taxes =
 * total. Returns the row's columns.
 */
function reconciled(row: number[], interState: boolean) {
  const [value = 0, discount = 0, taxable = 0, ...rest] = row;
  const taxes = interState ? rest.slice(0, 1) : rest.slice(0, 2);
  const total = rest[taxes.length] ?? 0;
  expect(value - discount).toBe(taxable);
  expect(taxable + taxes.reduce((a, b) => a + b, 0)).toBe(total);
  // 3 % on the taxable value, to the paisa or two of rounding.
  expect(Math.abs(taxes.reduce((a, b) => a + b, 0) - taxable * 0.03)).toBeLessThanOrEqual(2);
  return { value, discount, taxable, taxes, total };
}

let huidSeq = 0;
const nextHuid = () =>
  `I${(process.pid % 36).toString(36)}${(huidSeq++).toString(36).padStart(4, '0')}`
    .toUpperCase()
    .slice(0, 6);

/** A cash order of the given lines placed through the shop's API, delivered to `state`. */
async function cashOrder(input: {
  lines: {
    price: number;
    quantity: number;
    hallmarked?: boolean;
    /** Priced by a metal: its purity and net weight per piece. */
    metal?: { metal: Metal; netWeightMg: number };
  }[];
  state?: string;
  coupon?: string;
}) {
  const made = [];
  for (const line of input.lines) {
    const product = await orderableProduct(t.db, { stock: 10, price: line.price });
    if (line.hallmarked) {
      await t.db.update(products).set({ hallmarked: true }).where(eq(products.id, product.id));
      await t.db
        .insert(productPieces)
        .values([1, 2, 3].map(() => ({ productId: product.id, huid: nextHuid() })));
    }
    if (line.metal)
      await t.db
        .update(products)
        .set({ ...line.metal, makingKind: 'percent', makingValue: 1_200, stonesValue: 0 })
        .where(eq(products.id, product.id));
    made.push({ product, quantity: line.quantity });
  }
  const [first, ...rest] = made;
  if (!first) throw new Error('no lines');
  const customer = await customerWithCart(t, first.product.id, first.quantity);
  if (rest.length > 0) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers: { ...t.headers, authorization: customer.authorization },
      payload: {
        products: rest.map((l) => ({
          product_id: l.product.id,
          quantity: l.quantity,
          variant: [],
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (input.state)
    await t.db
      .update(addresses)
      .set({ state: input.state })
      .where(eq(addresses.id, customer.address.id));
  const res = await placeOrderAs(
    t,
    customer,
    made.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
    input.coupon ? { couponCode: input.coupon } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: res.json<{ data: { _id: string } }>().data._id, customer };
}

/** Packs (every HUID its hallmarked lines need) and ships: the invoice is issued. */
async function shipped(orderId: string) {
  const order = (await call(manager, 'GET', `/orders/${orderId}`)).json<AdminOrder>();
  const pieces = order.lines
    .filter((line) => line.hallmarked && line.toPack > 0)
    .map((line) => ({ lineId: line.id, huids: line.available.slice(0, line.toPack) }));
  const packed = await call(fulfilment, 'POST', `/orders/${orderId}/pack`, { pieces });
  expect(packed.statusCode, packed.body).toBe(200);
  const ship = await call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
    carrier: 'BlueDart',
    trackingNumber: 'AWB 777',
  });
  expect(ship.statusCode, ship.body).toBe(200);
  await t.app.jobs.drain();
  return (await call(manager, 'GET', `/orders/${orderId}`)).json<AdminOrder>();
}

async function customerOrder(orderId: string, authorization: string) {
  const res = await t.get(`/api/order/${orderId}`, { authorization });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: Order }>().order;
}

async function download(url: string, authorization: string) {
  return t.get(url, { authorization });
}

describe('the GST tax invoice', () => {
  it('is issued when the order ships, with every field of Rule 46, CGST and SGST within the state', async () => {
    // ₹51,500 with GST: a taxable value of ₹50,000, from which Rule 46 names the recipient.
    const { orderId, customer } = await cashOrder({
      lines: [{ price: 5_150_000, quantity: 1, hallmarked: true }],
    });
    const before = await customerOrder(orderId, customer.authorization);
    expect(before.invoice).toBeNull();
    expect(
      (await download(`/api/order/${orderId}/invoice`, customer.authorization)).statusCode,
    ).toBe(404);

    const order = await shipped(orderId);
    const invoiceDoc = order.money?.documents.find((d) => d.kind === 'invoice');
    expect(invoiceDoc?.number).toMatch(new RegExp(`^AUR/${year}/\\d{6}$`));
    const number = invoiceDoc?.number ?? '';
    expect(number.length).toBeLessThanOrEqual(16);

    const mine = await customerOrder(orderId, customer.authorization);
    expect(mine.invoice).toEqual({ number, url: `/api/order/${orderId}/invoice` });
    const res = await download(mine.invoice?.url ?? '', customer.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${number.replace(/\//g, '-')}.pdf`);
    const text = await textOf(res.rawPayload);

    for (const field of [
      'TAX INVOICE',
      seller.legalName,
      seller.address,
      `${seller.city} ${seller.pinCode}`,
      `GSTIN: ${seller.gstin}`,
      'State: Karnataka (29)',
      number,
      order.orderNumber,
      'Asha Rao',
      '12 MG Road',
      'Bengaluru 560001',
      'Place of supply Karnataka (29)',
      'Reverse charge No',
      '7113',
      '1 PCS',
      `HUID ${order.lines[0]?.huids[0]}`,
      'CGST 1.5 %',
      'SGST 1.5 %',
      'Fifty One Thousand Five Hundred Rupees Only',
      'Authorised signatory',
    ])
      expect(text).toContain(field);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Date \d{1,2} [A-Z][a-z]{2} \d{4}/);

    // Taxable ₹50,000.00, CGST and SGST ₹750.00 each.
    const total = reconciled(amountsAfter(text, /^Total \d/), false);
    expect(total).toEqual({
      value: 5_000_000,
      discount: 0,
      taxable: 5_000_000,
      taxes: [75_000, 75_000],
      total: 5_150_000,
    });

    // The same file every time, and its PDF is kept once drawn.
    const again = await download(mine.invoice?.url ?? '', customer.authorization);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    const staff = await call(manager, 'GET', `/orders/${orderId}/invoice`);
    expect(staff.statusCode).toBe(200);
    expect(Buffer.compare(staff.rawPayload, res.rawPayload)).toBe(0);

    // The accountant's CSV names it on the order's row.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const csv = (await call(manager, 'GET', `/orders/export?from=${day}&to=${day}`)).body;
    expect(csv.split('\r\n')[0]).toMatch(/,invoice,taxable_value,cgst,sgst,igst,credit_notes$/);
    expect(csv.split('\r\n').find((row) => row.startsWith(order.orderNumber))).toMatch(
      new RegExp(`,${number},50000,750,750,0,$`),
    );

    // The shipped e-mail carries it.
    const shippedMail = mail.sent.find(
      (m) => m.subject.includes(order.orderNumber) && m.attachments,
    );
    const attachment = shippedMail?.attachments?.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`${number.replace(/\//g, '-')}.pdf`);
    expect(Buffer.compare(Buffer.from(attachment?.content ?? []), res.rawPayload)).toBe(0);
  });

  it('names no unregistered recipient below ₹50,000 of taxable value: the state is the place of supply', async () => {
    // ₹27,500 with GST: Rule 46 asks for the place of supply only, so neither name nor address.
    const { orderId, customer } = await cashOrder({ lines: [{ price: 2_750_000, quantity: 1 }] });
    const order = await shipped(orderId);
    const number = order.money?.documents.find((d) => d.kind === 'invoice')?.number ?? '';
    const res = await download(`/api/order/${orderId}/invoice`, customer.authorization);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    for (const field of [
      number,
      'Place of supply Karnataka (29)',
      'Recipient',
      'Unregistered person',
      'State: Karnataka (29)',
      'Name and address not required below ₹50,000 of taxable value',
      'Twenty Seven Thousand Five Hundred Rupees Only',
    ])
      expect(text).toContain(field);
    // The seller is in Bengaluru too: the buyer's own lines are what must be missing.
    for (const personal of ['Asha Rao', '12 MG Road', 'Billed and shipped'])
      expect(text).not.toContain(personal);
    // Nor does the document as kept.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(row?.content).toMatchObject({ buyer: null, placeOfSupply: { stateCode: '29' } });
    expect(JSON.stringify(row?.content)).not.toMatch(/Asha|MG Road/);
  });

  it('charges IGST between states, and numbers invoices consecutively in the year', async () => {
    const first = await cashOrder({
      lines: [{ price: 515_000, quantity: 2 }],
      state: 'Maharashtra',
    });
    const second = await cashOrder({ lines: [{ price: 103_000, quantity: 1 }] });
    const a = await shipped(first.orderId);
    const b = await shipped(second.orderId);
    const serial = (o: AdminOrder) =>
      Number(o.money?.documents.find((d) => d.kind === 'invoice')?.number.split('/')[2]);
    expect(serial(b)).toBe(serial(a) + 1);

    const res = await download(`/api/order/${first.orderId}/invoice`, first.customer.authorization);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).toContain('IGST 3 %');
    expect(text).not.toContain('CGST');
    expect(text).toContain('2 PCS');
    expect(text).toContain('Ten Thousand Three Hundred Rupees Only');
    expect(reconciled(amountsAfter(text, /^Total \d/), true)).toEqual({
      value: 1_000_000,
      discount: 0,
      taxable: 1_000_000,
      taxes: [30_000],
      total: 1_030_000,
    });
  });

  it('takes serials without gaps or repeats when orders ship at the same moment', async () => {
    const placed = await Promise.all(
      [1, 2, 3, 4, 5].map(() => cashOrder({ lines: [{ price: 103_000, quantity: 1 }] })),
    );
    for (const { orderId } of placed)
      expect((await call(fulfilment, 'POST', `/orders/${orderId}/pack`, {})).statusCode).toBe(200);
    const answers = await Promise.all(
      placed.map(({ orderId }) =>
        call(fulfilment, 'POST', `/orders/${orderId}/ship`, {
          carrier: 'BlueDart',
          trackingNumber: `AWB ${orderId.slice(0, 8)}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const serials = [];
    for (const { orderId } of placed) {
      const order = (await call(manager, 'GET', `/orders/${orderId}`)).json<AdminOrder>();
      serials.push(Number(order.money?.documents[0]?.number.split('/')[2]));
    }
    serials.sort((a, b) => a - b);
    const first = serials[0] ?? 0;
    expect(serials).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
  });

  it('shares a coupon among the lines so every column adds up to the order total', async () => {
    const coupon = await createCoupon(t.db, { discountType: 'percentage', discountValue: 10 });
    const { orderId, customer } = await cashOrder({
      lines: [
        { price: 1_234_567, quantity: 1 },
        { price: 333_333, quantity: 2 },
      ],
      coupon: coupon.couponCode,
    });
    const order = await shipped(orderId);
    expect(order.money?.discount).toBeGreaterThan(0);
    const text = await textOf(
      (await download(`/api/order/${orderId}/invoice`, customer.authorization)).rawPayload,
    );
    // Each line's amounts follow its HSN and quantity: `7113 2 PCS 6,472.49 …`.
    const rows = text
      .split('\n')
      .filter((l) => /^7113 \d+ PCS /.test(l))
      .map((l) => (l.match(AMOUNT) ?? []).map(paise));
    expect(rows).toHaveLength(2);
    const lines = rows.map((row) => reconciled(row, false));
    const total = reconciled(amountsAfter(text, /^Total \d/), false);
    const sum = (pick: (r: typeof total) => number) => lines.reduce((a, line) => a + pick(line), 0);
    expect(sum((r) => r.value)).toBe(total.value);
    expect(sum((r) => r.discount)).toBe(total.discount);
    expect(sum((r) => r.taxable)).toBe(total.taxable);
    expect(sum((r) => r.total)).toBe(total.total);
    expect(total.discount).toBeGreaterThan(0);
    expect(total.total).toBe(order.money?.total);
    expect(amountsAfter(text, /^Total credited|^Total ₹/)).toEqual([order.money?.total]);
  });

  it('is only for its customer and for staff who may read invoices', async () => {
    const { orderId } = await cashOrder({ lines: [{ price: 206_000, quantity: 1 }] });
    await shipped(orderId);
    const stranger = await createCustomerWithToken(t.db, t.env);
    expect(
      (await download(`/api/order/${orderId}/invoice`, stranger.authorization)).statusCode,
    ).toBe(404);
    const anonymous = await t.get(`/api/order/${orderId}/invoice`);
    expect(anonymous.statusCode).toBe(401);
    expect((await call(fulfilment, 'GET', `/orders/${orderId}/invoice`)).statusCode).toBe(403);
    expect(
      (await call(fulfilment, 'GET', `/orders/${orderId}`)).json<AdminOrder>().money,
    ).toBeNull();
    expect(
      (await download(`/api/order/not-an-id/invoice`, stranger.authorization)).statusCode,
    ).toBe(404);
  });
});

describe('a credit note', () => {
  it('is issued against the invoice for a refund, in its own series, with the sums reconciled', async () => {
    const { orderId, customer } = await cashOrder({
      lines: [{ price: 1_030_000, quantity: 2 }],
      state: 'Tamil Nadu',
    });
    const order = await shipped(orderId);
    const delivered = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '20,600',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const refund = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'credit-note-0001',
      reason: 'One of the pair came back',
      restock: true,
      lines: [{ lineId: order.lines[0]?.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.app.jobs.drain();

    const mine = await customerOrder(orderId, customer.authorization);
    expect(mine.creditNotes).toHaveLength(1);
    const note = mine.creditNotes[0];
    expect(note?.number).toMatch(new RegExp(`^AUR/${year}/C\\d{5}$`));
    const text = await textOf((await download(note?.url ?? '', customer.authorization)).rawPayload);
    for (const field of [
      'CREDIT NOTE',
      note?.number ?? '',
      `Against invoice ${mine.invoice?.number}`,
      seller.legalName,
      `GSTIN: ${seller.gstin}`,
      'Place of supply Tamil Nadu (33)',
      'Goods returned',
      '1 PCS',
      'IGST 3 %',
      'Ten Thousand Three Hundred Rupees Only',
      'Authorised signatory',
    ])
      expect(text).toContain(field);
    expect(text).not.toContain('One of the pair came back');
    expect(reconciled(amountsAfter(text, /^Total \d/), true)).toEqual({
      value: 1_000_000,
      discount: 0,
      taxable: 1_000_000,
      taxes: [30_000],
      total: 1_030_000,
    });

    const staff = (await call(manager, 'GET', `/orders/${orderId}`)).json<AdminOrder>();
    const staffNote = staff.money?.documents.find((d) => d.kind === 'credit_note');
    expect(staffNote?.number).toBe(note?.number);
    expect(
      (await call(manager, 'GET', staffNote?.url.replace('/api/admin', '') ?? '')).statusCode,
    ).toBe(200);
  });

  it('is not issued for a refund before the order shipped (there is no invoice)', async () => {
    const { orderId, customer } = await cashOrder({ lines: [{ price: 100_000, quantity: 1 }] });
    const cancelled = await call(manager, 'POST', `/orders/${orderId}/cancel`, {
      reason: 'Asked to cancel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mine = await customerOrder(orderId, customer.authorization);
    expect(mine.invoice).toBeNull();
    expect(mine.creditNotes).toEqual([]);
  });
});

describe('an erased customer’s tax documents', () => {
  /** A document's text and its content as kept. */
  async function kept(kind: 'invoice' | 'credit_note', orderId: string) {
    const table = kind === 'invoice' ? invoices : creditNotes;
    const [row] = await t.db.select().from(table).where(eq(table.orderId, orderId));
    const url =
      kind === 'invoice'
        ? `/orders/${orderId}/invoice`
        : `/orders/${orderId}/credit-notes/${row?.id}`;
    const res = await call(manager, 'GET', url);
    expect(res.statusCode).toBe(200);
    return { content: row?.content ?? {}, pdf: res.rawPayload, text: await textOf(res.rawPayload) };
  }

  it('lose the name and address no rule asked for; those that must name them keep them', async () => {
    // Before invoices stopped naming recipients below the threshold, a ₹27,500 one named them:
    // as such a document was issued, with its credit note.
    const small = await cashOrder({ lines: [{ price: 1_375_000, quantity: 2 }] });
    const smallOrder = await shipped(small.orderId);
    const named = {
      name: 'Asha Rao',
      lines: ['12 MG Road', 'Bengaluru 560001', 'Karnataka, India'],
      stateName: 'Karnataka',
      stateCode: '29',
    };
    const [issued] = await t.db.select().from(invoices).where(eq(invoices.orderId, small.orderId));
    await t.db
      .update(invoices)
      .set({ content: { ...issued?.content, buyer: named }, pdf: null })
      .where(eq(invoices.orderId, small.orderId));
    expect(
      (
        await call(fulfilment, 'POST', `/orders/${small.orderId}/deliver`, {
          cashCollected: '27,500',
        })
      ).statusCode,
    ).toBe(200);
    const refunded = await call(manager, 'POST', `/orders/${small.orderId}/refunds`, {
      idempotencyKey: 'erased-credit-0001',
      reason: 'One came back',
      restock: true,
      lines: [{ lineId: smallOrder.lines[0]?.id, quantity: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.app.jobs.drain();
    const before = await kept('invoice', small.orderId);
    expect(before.text).toContain('Asha Rao');
    expect((await kept('credit_note', small.orderId)).text).toContain('12 MG Road');

    // The same customer's ₹51,500 order: its invoice must name them, and keeps doing so.
    const customer = small.customer.customer;
    const large = await cashOrder({ lines: [{ price: 5_150_000, quantity: 1 }] });
    await t.db.update(orders).set({ customerId: customer.id }).where(eq(orders.id, large.orderId));
    await shipped(large.orderId);
    await call(fulfilment, 'POST', `/orders/${large.orderId}/deliver`, {
      cashCollected: '51,500',
    });
    const largeBefore = await kept('invoice', large.orderId);
    expect(largeBefore.text).toContain('Asha Rao');

    const erased = await call(manager, 'POST', `/customers/${customer.id}/erase`, {
      confirm: 'ERASE',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await t.app.jobs.drain();

    const invoice = await kept('invoice', small.orderId);
    const credit = await kept('credit_note', small.orderId);
    for (const document of [invoice, credit]) {
      for (const personal of ['Asha Rao', '12 MG Road', 'Billed and shipped'])
        expect(document.text).not.toContain(personal);
      expect(document.text).toContain('Unregistered person');
      expect(document.text).toContain('State: Karnataka (29)');
      expect(document.text).toMatch(/Name and address erased on \d{1,2} [A-Z][a-z]{2} \d{4}/);
      expect(document.content).toMatchObject({
        buyer: null,
        recipientErasedAt: expect.any(String),
      });
    }
    // Every particular the rule asks for is as issued: number, date, lines, taxes, totals.
    const { buyer: _before, ...asIssued } = before.content as Record<string, unknown>;
    const {
      buyer: _after,
      recipientErasedAt: _at,
      ...now
    } = invoice.content as Record<string, unknown>;
    expect(now).toEqual(asIssued);
    // The invoice that must name them is the same file as before.
    expect(Buffer.compare((await kept('invoice', large.orderId)).pdf, largeBefore.pdf)).toBe(0);
  });
});

describe('a hallmarked article on the bill (BIS)', () => {
  it('shows net weight, purity and the hallmarking charge as issued, on the invoice and its credit note', async () => {
    const owner = await signedInStaff(t, 'owner');
    const setCharge = async (paise: number) => {
      const res = await call(owner, 'PUT', '/settings/orders', {
        notifyEmail: null,
        hallmarkingChargePaise: paise,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setCharge(5_000);
    // A pair of 18K rings of 3.25 g each, and a plain line, delivered to another state.
    const { orderId, customer } = await cashOrder({
      lines: [
        {
          price: 2_100_000,
          quantity: 2,
          hallmarked: true,
          metal: { metal: 'gold-18k', netWeightMg: 3_250 },
        },
        { price: 900_000, quantity: 1 },
      ],
      state: 'Tamil Nadu',
    });
    const order = await shipped(orderId);
    const ring = order.lines.find((line) => line.hallmarked);
    const url = `/api/order/${orderId}/invoice`;
    const text = await textOf((await download(url, customer.authorization)).rawPayload);
    for (const field of [
      'Net weight 3.250 g each (6.500 g)',
      'Purity 18 KT / 750',
      'Hallmarking charges ₹50.00 × 2 pcs = ₹100.00, included in the value',
      `HUID ${ring?.huids[0]}`,
    ])
      expect(text).toContain(field);
    // Once, for the one hallmarked line; the totals are the order's, nothing added.
    expect(text.match(/Hallmarking charges/g)).toHaveLength(1);
    expect(amountsAfter(text, /^Total ₹/)).toEqual([order.money?.total]);
    expect(order.money?.total).toBe(2 * 2_100_000 + 900_000);

    // What was issued stays: a new charge or a new weight changes no issued invoice.
    await setCharge(9_900);
    await t.db
      .update(products)
      .set({ netWeightMg: 9_999, metal: 'gold-22k' })
      .where(eq(products.id, ring?.productId ?? ''));
    await t.db.update(invoices).set({ pdf: null }).where(eq(invoices.orderId, orderId));
    const redrawn = await textOf((await download(url, customer.authorization)).rawPayload);
    expect(redrawn).toContain('Net weight 3.250 g each (6.500 g)');
    expect(redrawn).toContain('Purity 18 KT / 750');
    expect(redrawn).toContain('₹50.00 × 2 pcs');
    expect(redrawn).not.toMatch(/9\.999|22 KT|₹99\.00/);

    // One ring comes back: the credit note describes the article credited, as invoiced.
    const delivered = await call(fulfilment, 'POST', `/orders/${orderId}/deliver`, {
      cashCollected: '51,000',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const refund = await call(manager, 'POST', `/orders/${orderId}/refunds`, {
      idempotencyKey: 'hallmarked-credit-01',
      reason: 'One ring came back',
      restock: true,
      lines: [{ lineId: ring?.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.app.jobs.drain();
    const mine = await customerOrder(orderId, customer.authorization);
    const note = await textOf(
      (await download(mine.creditNotes[0]?.url ?? '', customer.authorization)).rawPayload,
    );
    for (const field of [
      'CREDIT NOTE',
      'Net weight 3.250 g',
      'Purity 18 KT / 750',
      'Hallmarking charges as invoiced: ₹50.00 × 1 pc = ₹50.00',
      'IGST 3 %',
    ])
      expect(note).toContain(field);
    expect(note).not.toContain('6.500 g');
    await setCharge(4_500);
  });
});
