import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_REQUEST_HEADER,
  customerAdminMessages,
  type AdminCustomer,
  type AdminCustomerPage,
} from '@aurelle/contract';
import { auditLog, customerNotes, customers } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { insertCustomer, insertOrder, insertRefund } from '../../../test/customer-helpers.ts';
import { createAddress } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const clock = createTestClock();
const t = useTestApp({}, { clock });
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: string;
let accountant: string;

beforeAll(async () => {
  manager = await signedInStaff(t, 'manager');
  fulfilment = (await signedInStaff(t, 'fulfilment')).cookie;
  accountant = (await signedInStaff(t, 'accountant')).cookie;
});

const asManager = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  admin(t, method, url, payload, { cookie: manager.cookie });

async function listAll(q: string, limit: number) {
  const pages: AdminCustomerPage[] = [];
  let after: string | null = '';
  while (after !== null && pages.length < 20) {
    const query = new URLSearchParams({ q, limit: String(limit), ...(after ? { after } : {}) });
    const res = await asManager('GET', `/customers?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page: AdminCustomerPage = res.json();
    pages.push(page);
    after = page.next;
  }
  return pages;
}

describe('GET /admin/customers', () => {
  it('pages newest first by cursor, with no row twice, even among customers made at one instant', async () => {
    const tag = `Keyset${randomUUID().slice(0, 6)}`;
    const base = Date.now() - 86_400_000;
    const made: string[] = [];
    // Three made at one instant: the id breaks the tie.
    for (const [i, offset] of [0, 1, 2, 2, 2, 3, 4].entries()) {
      const row = await insertCustomer(t.db, {
        name: `${tag} Shopper ${i}`,
        createdAt: new Date(base + offset * 1000),
      });
      made.push(row.id);
    }
    const pages = await listAll(tag.toLowerCase(), 2);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2, 1]);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(7);
    expect(ids.sort()).toEqual([...made].sort());
    const times = pages.flatMap((page) => page.items.map((item) => Date.parse(item.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages.at(-1)?.next).toBeNull();
  });

  it('finds a customer by any part of their name, e-mail or phone, with or without the dial code', async () => {
    const tag = randomUUID().slice(0, 8);
    const meera = await insertCustomer(t.db, {
      name: `Meera Krishnan ${tag}`,
      email: `meera.${tag}@example.com`,
      phone: '9123456780',
    });
    await insertCustomer(t.db, { name: `Ravi ${tag}`, email: `ravi.${tag}@example.com` });
    const idsFor = async (q: string) => {
      const res = await asManager('GET', `/customers?${new URLSearchParams({ q })}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminCustomerPage).items.map((item) => item.id);
    };
    expect(await idsFor(`KRISHNAN ${tag}`)).toEqual([meera.id]);
    expect(await idsFor(`meera.${tag}@`)).toEqual([meera.id]);
    expect(await idsFor('+91 91234 56780')).toEqual([meera.id]);
    expect(await idsFor('91234567')).toEqual([meera.id]);
    expect(await idsFor(`${tag}@example`)).toHaveLength(2);
    expect(await idsFor(`nobody-${tag}`)).toEqual([]);
    // LIKE's own characters are matched as themselves.
    expect(await idsFor('%')).toEqual([]);
  });

  it('shows each customer’s orders and lifetime value', async () => {
    const tag = randomUUID().slice(0, 8);
    const buyer = await insertCustomer(t.db, { name: `Buyer ${tag}` });
    await insertOrder(t.db, buyer.id, { total: 120_000 });
    await insertOrder(t.db, buyer.id, { total: 80_000, status: 'Cancelled' });
    const res = await asManager('GET', `/customers?q=${tag}`);
    expect(res.json().items).toEqual([
      {
        id: buyer.id,
        name: `Buyer ${tag}`,
        email: buyer.email,
        phone: `+91 ${buyer.phone}`,
        createdAt: buyer.createdAt.toISOString(),
        orders: 2,
        lifetimeValue: 120_000,
        erased: false,
      },
    ]);
  });
});

describe('GET /admin/customers/:customerId', () => {
  it('adds up confirmed orders, less what was refunded on them', async () => {
    const customer = await insertCustomer(t.db, { name: 'Kavya Menon' });
    await createAddress(t.db, customer.id, { name: 'Kavya Menon' });
    const day = (n: number) => new Date(Date.now() - (10 - n) * 86_400_000);
    const delivered = await insertOrder(t.db, customer.id, { total: 100_000, createdAt: day(1) });
    await insertOrder(t.db, customer.id, {
      total: 50_000,
      status: 'Shipped',
      paymentMethod: 'POD',
      createdAt: day(2),
    });
    await insertOrder(t.db, customer.id, {
      total: 70_000,
      status: 'Placed',
      paymentStatus: 'pending',
      createdAt: day(3),
    });
    const cancelled = await insertOrder(t.db, customer.id, {
      total: 30_000,
      status: 'Cancelled',
      createdAt: day(4),
    });
    await insertRefund(t.db, cancelled.id, 30_000, 'processed');
    await insertOrder(t.db, customer.id, {
      total: 20_000,
      status: 'Released',
      paymentStatus: 'failed',
      createdAt: day(5),
    });
    const refunded = await insertOrder(t.db, customer.id, { total: 200_000, createdAt: day(6) });
    await insertRefund(t.db, refunded.id, 40_000, 'processed');
    await insertRefund(t.db, refunded.id, 10_000, 'pending');
    await insertRefund(t.db, refunded.id, 5_000, 'failed');

    const res = await asManager('GET', `/customers/${customer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body: AdminCustomer = res.json();
    // 100,000 delivered + 50,000 shipped cash + (200,000 − 40,000 processed): not the unpaid card
    // order, the cancelled one (refunded) or the released one.
    expect(body.lifetimeValue).toBe(310_000);
    expect(body.orderCount).toBe(6);
    expect(body.openOrders).toBe(2);
    expect(body.orders.map((o) => [o.status, o.total, o.refunded])).toEqual([
      ['Delivered', 200_000, 40_000],
      ['Released', 20_000, 0],
      ['Cancelled', 30_000, 30_000],
      ['Placed', 70_000, 0],
      ['Shipped', 50_000, 0],
      ['Delivered', 100_000, 0],
    ]);
    expect(body.orders.at(-1)).toMatchObject({
      id: delivered.id,
      orderNumber: delivered.orderNumber,
      paymentMethod: 'razorpay',
      paymentStatus: 'paid',
    });
    expect(body).toMatchObject({
      id: customer.id,
      name: 'Kavya Menon',
      email: customer.email,
      phone: `+91 ${customer.phone}`,
      erasedAt: null,
      notes: [],
    });
    expect(body.addresses).toEqual([
      expect.objectContaining({ name: 'Kavya Menon', city: 'Bengaluru', state: 'Karnataka' }),
    ]);
    const listed = await asManager(
      'GET',
      `/customers?q=${encodeURIComponent(customer.email ?? '')}`,
    );
    expect(listed.json().items[0]).toMatchObject({ orders: 6, lifetimeValue: 310_000 });
  });

  it('answers 404 for a customer it does not have, 400 for an id that is not one', async () => {
    const missing = await asManager('GET', `/customers/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(customerAdminMessages.notFound);
    expect((await asManager('GET', '/customers/not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /admin/customers/:customerId/notes', () => {
  it('adds a note with its author, newest first, and an audit row that does not copy it', async () => {
    const customer = await insertCustomer(t.db);
    const first = await asManager('POST', `/customers/${customer.id}/notes`, {
      text: '  Prefers a call before delivery.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    clock.advance(60);
    const second = await asManager('POST', `/customers/${customer.id}/notes`, {
      text: 'Ring size 12 for the anniversary band.',
    });
    const notes = (second.json() as AdminCustomer).notes;
    expect(notes.map((note) => [note.text, note.actor])).toEqual([
      ['Ring size 12 for the anniversary band.', manager.name],
      ['Prefers a call before delivery.', manager.name],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, customer.id)));
    expect(audit.map((row) => [row.action, row.staffId, row.changes])).toEqual([
      ['customer.note-added', manager.id, { notes: { before: 0, after: 1 } }],
      ['customer.note-added', manager.id, { notes: { before: 1, after: 2 } }],
    ]);
    expect(JSON.stringify(audit)).not.toContain('Ring size');
  });

  it('refuses an empty or overlong note, or an unknown customer, and writes nothing', async () => {
    const customer = await insertCustomer(t.db);
    const notesBefore = await t.db.select({ n: count() }).from(customerNotes);
    const auditBefore = await t.db.select({ n: count() }).from(auditLog);
    const url = `/customers/${customer.id}/notes`;
    const empty = await asManager('POST', url, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toBe(customerAdminMessages.noteRequired);
    const long = await asManager('POST', url, { text: 'x'.repeat(2001) });
    expect(long.json().errors.text).toBe(customerAdminMessages.noteLong);
    expect((await asManager('POST', url, { text: 42 })).statusCode).toBe(400);
    expect((await asManager('POST', url, {})).statusCode).toBe(400);
    expect(
      (await asManager('POST', `/customers/${randomUUID()}/notes`, { text: 'Hello' })).statusCode,
    ).toBe(404);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      headers: {
        cookie: manager.cookie,
        [ADMIN_REQUEST_HEADER]: '1',
        origin: t.env.PUBLIC_URL,
        'content-type': 'application/json',
      },
      payload: '{"text": ',
    });
    expect(raw.statusCode).toBe(400);
    expect(await t.db.select({ n: count() }).from(customerNotes)).toEqual(notesBefore);
    expect(await t.db.select({ n: count() }).from(auditLog)).toEqual(auditBefore);
  });
});

describe("a customer's sign-in identity", () => {
  it('cannot be changed by staff: no route edits a customer, and a note ignores identity fields', async () => {
    const customer = await insertCustomer(t.db);
    const url = `/customers/${customer.id}`;
    const change = { email: 'someone.else@example.com', phone: '9000000000', name: 'Someone' };
    expect((await asManager('PUT', url, change)).statusCode).toBe(404);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { cookie: manager.cookie, [ADMIN_REQUEST_HEADER]: '1', origin: t.env.PUBLIC_URL },
        payload: change,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const noted = await asManager('POST', `${url}/notes`, {
      text: 'Asked to change e-mail',
      ...change,
    });
    expect(noted.statusCode).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({
      email: customer.email,
      phone: customer.phone,
      name: customer.name,
    });
  });
});

describe('who may see customers', () => {
  it('refuses fulfilment and accountant staff (403) on every customer call, and lets a manager in', async () => {
    const customer = await insertCustomer(t.db);
    const calls = [
      ['GET', '/customers', undefined],
      ['GET', `/customers/${customer.id}`, undefined],
      ['POST', `/customers/${customer.id}/notes`, { text: 'Hello' }],
      ['POST', `/customers/${customer.id}/erase`, { confirm: 'ERASE' }],
    ] as const;
    for (const cookie of [fulfilment, accountant])
      for (const [method, url, body] of calls)
        expect((await admin(t, method, url, body, { cookie })).statusCode, url).toBe(403);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.erasedAt).toBeNull();
    expect((await asManager('GET', '/customers')).statusCode).toBe(200);
  });

  it('answers bad list input with 400, never a 5xx', async () => {
    const forged = Buffer.from(JSON.stringify(['not a time', randomUUID()])).toString('base64url');
    for (const query of [
      'after=garbage',
      `after=${forged}`,
      'limit=0',
      'limit=101',
      'limit=abc',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await asManager('GET', `/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
