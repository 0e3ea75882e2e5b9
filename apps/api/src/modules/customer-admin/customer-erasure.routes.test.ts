import { randomUUID } from 'node:crypto';
import { and, count, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAdminMessages, ERASED_CUSTOMER_NAME, type AdminCustomer } from '@aurelle/contract';
import {
  addresses,
  auditLog,
  cartLines,
  cartRequests,
  customerNotes,
  customers,
  orderEvents,
  orders,
  otpCodes,
  rateLimits,
  recentlyViewed,
  sessions,
  wishlistItems,
} from '../../db/schema/index.ts';
import { call, newPerson, signUp } from '../../../test/accounts.ts';
import { emailKey, phoneKey } from '../auth/auth-identity.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import {
  insertCustomer,
  insertOrder,
  personKeptForInvoice,
} from '../../../test/customer-helpers.ts';
import { createAddress, newSessionId } from '../../../test/factories.ts';
import { orderableProduct } from '../../../test/order-helpers.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { queueOrderEmail } from '../order/order-email.repository.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

/** A mail server that holds the messages to the addresses a test names until it lets them go. */
function heldMailer() {
  const holding = new Set<string>();
  const held: { mail: Mail; release: () => void }[] = [];
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (holding.has(mail.to)) await new Promise<void>((release) => held.push({ mail, release }));
      sent.push(mail);
    },
  };
  return { mailer, holding, held, sent };
}

const mail = heldMailer();
const clock = createTestClock();
const t = useTestApp({}, { clock, mailer: mail.mailer });
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let productId: string;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  productId = (await orderableProduct(t.db)).id;
});
afterAll(async () => {
  for (const { release } of mail.held) release();
});

const erase = (customerId: string, body: object = { confirm: 'ERASE' }) =>
  admin(t, 'POST', `/customers/${customerId}/erase`, body, { cookie: owner.cookie });

/** A customer who signed up through the shop, with everything the shop keeps about them. */
async function customerWithHistory() {
  const person = newPerson('Lakshmi Narayan');
  const signedIn = await signUp(t, person);
  const [row] = await t.db.select().from(customers).where(eq(customers.email, person.email));
  if (!row) throw new Error('no customer');
  const id = row.id;
  const address = await createAddress(t.db, id, { name: 'Lakshmi Narayan' });
  await t.db.insert(cartLines).values({ customerId: id, productId, quantity: 1 });
  await t.db.insert(cartRequests).values({ customerId: id, idempotencyKey: 'k1', bodyHash: 'h' });
  await t.db.insert(wishlistItems).values({ customerId: id, productId });
  await t.db
    .insert(recentlyViewed)
    .values({ sessionId: newSessionId(), customerId: id, productId });
  // A login code asked for and not used yet, by e-mail.
  await t.db.insert(otpCodes).values({
    event: 'login',
    channel: 'email',
    target: emailKey(person.email),
    codeHash: 'hash',
    expiresAt: new Date(Date.now() + 600_000),
  });
  const noted = await admin(
    t,
    'POST',
    `/customers/${id}/notes`,
    { text: 'Wants a gift box' },
    {
      cookie: owner.cookie,
    },
  );
  expect(noted.statusCode).toBe(200);
  const email = person.email;
  // ₹51,500 incl. GST is a taxable value of exactly ₹50,000: the invoice names the recipient.
  const large = await insertOrder(t.db, id, { total: 5_150_000, email });
  const small = await insertOrder(t.db, id, {
    total: 5_149_999,
    paymentMethod: 'POD',
    email,
    status: 'Delivered',
  });
  const cancelled = await insertOrder(t.db, id, { total: 90_000, status: 'Cancelled', email });
  await t.db.insert(orderEvents).values({
    orderId: large.id,
    kind: 'email_sent',
    data: { template: 'confirmation', to: email },
  });
  const orderNote = await admin(
    t,
    'POST',
    `/orders/${small.id}/notes`,
    { text: 'Lakshmi asks us to ring 98450 12345 at the gate' },
    { cookie: owner.cookie },
  );
  expect(orderNote.statusCode).toBe(200);
  return { id, person, signedIn, address, large, small, cancelled };
}

/** How codes and limits name the customer: their e-mail, their phone, a sign-up by both. */
const identitiesOf = (person: ReturnType<typeof newPerson>) => [
  emailKey(person.email),
  phoneKey({ countryCode: person.countryCode, phone: person.phone }),
];
const codesOf = (person: ReturnType<typeof newPerson>) =>
  t.db
    .select()
    .from(otpCodes)
    .where(or(...identitiesOf(person).map((key) => like(otpCodes.target, `%${key}%`))));

describe('POST /admin/customers/:customerId/erase', () => {
  it('erases the personal data in one go, signs them out, and keeps what invoices need', async () => {
    const other = await customerWithHistory();
    const customer = await customerWithHistory();
    const profile = () =>
      call(t, 'GET', '/customer/profile', undefined, {
        headers: { authorization: customer.signedIn.authorization },
      });
    expect((await profile()).statusCode).toBe(200);
    const limitKeys = () =>
      t.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(or(...identitiesOf(customer.person).map((key) => like(rateLimits.key, `%${key}%`))));
    expect((await limitKeys()).length).toBeGreaterThan(0);
    // The sign-up code (by e-mail and phone) and the login code (by e-mail).
    expect(await codesOf(customer.person)).toHaveLength(2);

    const res = await erase(customer.id);
    expect(res.statusCode, res.body).toBe(200);
    const body: AdminCustomer = res.json();
    expect(body).toMatchObject({
      id: customer.id,
      name: ERASED_CUSTOMER_NAME,
      email: null,
      phone: null,
      erasedAt: clock.now().toISOString(),
      addresses: [],
      notes: [],
      orderCount: 3,
    });
    expect(body.orders.map((order) => order.orderNumber).sort()).toEqual(
      [customer.large, customer.small, customer.cancelled].map((o) => o.orderNumber).sort(),
    );

    // Signed out at once: the token they hold names no session any more.
    expect((await profile()).statusCode).toBe(401);

    const left = async (table: typeof sessions | typeof addresses, id: string) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.customerId, id)))[0]?.n;
    for (const table of [sessions, addresses]) {
      expect(await left(table, customer.id)).toBe(0);
      expect(await left(table, other.id)).toBeGreaterThan(0);
    }
    for (const table of [cartLines, cartRequests, wishlistItems, recentlyViewed, customerNotes]) {
      const [mine] = await t.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.customerId, customer.id));
      const [theirs] = await t.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.customerId, other.id));
      expect(mine?.n).toBe(0);
      expect(theirs?.n).toBe(1);
    }
    expect(await codesOf(customer.person)).toEqual([]);
    expect(await codesOf(other.person)).toHaveLength(2);
    expect(await limitKeys()).toEqual([]);

    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ name: ERASED_CUSTOMER_NAME, email: null, phone: null });

    // The orders: no e-mail or phone anywhere; the name and address where the invoice names the
    // recipient (taxable value ₹50,000 or more), else only the state (the place of supply).
    const byId = async (id: string) =>
      (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
    const large = await byId(customer.large.id);
    expect(large?.userInfo).toEqual(personKeptForInvoice);
    expect(large?.billingInfo).toEqual(personKeptForInvoice);
    const placeOfSupply = { address: { state: 'Karnataka', country: 'India' } };
    for (const order of [customer.small, customer.cancelled]) {
      const redacted = await byId(order.id);
      expect(redacted?.userInfo).toEqual(placeOfSupply);
      expect(redacted?.billingInfo).toEqual(placeOfSupply);
      expect(redacted?.total).toBe(order.total);
    }
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, customer.large.id), eq(orderEvents.kind, 'email_sent')));
    expect(event?.data).toEqual({ template: 'confirmation' });
    // A staff note on their order keeps who wrote it and when, not its words.
    const [note] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, customer.small.id), eq(orderEvents.kind, 'note')));
    expect(note).toMatchObject({ actor: expect.any(String), data: {} });
    const [theirNote] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, other.small.id), eq(orderEvents.kind, 'note')));
    expect(theirNote?.data).toEqual({ text: 'Lakshmi asks us to ring 98450 12345 at the gate' });
    // The other customer's order still reads as placed.
    expect((await byId(other.large.id))?.userInfo).toMatchObject({ email: other.person.email });

    // One audit row, with counts and never the data.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.erased'), eq(auditLog.entityId, customer.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staffId).toBe(owner.id);
    expect(audit[0]?.changes).toEqual({
      personalData: { before: 'kept', after: 'erased' },
      sessions: { before: 1, after: 0 },
      addresses: { before: 1, after: 0 },
      cartLines: { before: 1, after: 0 },
      cartRequests: { before: 1, after: 0 },
      wishlistItems: { before: 1, after: 0 },
      recentlyViewed: { before: 1, after: 0 },
      oneTimeCodes: { before: 2, after: 0 },
      notes: { before: 1, after: 0 },
      ordersRedacted: { after: 3 },
      ordersKeepingNameAndAddress: { after: 1 },
      orderNotesWordsErased: { after: 1 },
      taxDocumentsUnnamed: { after: 0 },
    });
    // Nothing the append-only log holds about them or their orders names them.
    const everything = await t.db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.entityId, customer.id),
          ...[customer.large, customer.small, customer.cancelled].map((o) =>
            eq(auditLog.entityId, o.id),
          ),
        ),
      );
    expect(everything.map((row) => row.action).sort()).toEqual([
      'customer.erased',
      'customer.note-added',
      'order.note-added',
    ]);
    const logged = JSON.stringify(everything);
    for (const secret of [
      customer.person.email,
      customer.person.phone,
      'Lakshmi',
      'gift box',
      '98450',
    ])
      expect(logged).not.toContain(secret);

    // The list shows them erased; their old e-mail finds nobody; it is free to sign up again.
    const listed = await admin(t, 'GET', `/customers?q=${customer.person.email}`, undefined, {
      cookie: owner.cookie,
    });
    expect(listed.json().items).toEqual([]);
    const page = await admin(t, 'GET', '/customers?limit=100', undefined, { cookie: owner.cookie });
    expect(page.json().items).toContainEqual(
      expect.objectContaining({ id: customer.id, name: ERASED_CUSTOMER_NAME, erased: true }),
    );
    const again = await signUp(t, { ...customer.person });
    expect(again.token).toBeTruthy();
  });

  it('answers 409 the second time, and to a note after it', async () => {
    const customer = await insertCustomer(t.db);
    expect((await erase(customer.id)).statusCode).toBe(200);
    const twice = await erase(customer.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(customerAdminMessages.alreadyErased);
    const note = await admin(
      t,
      'POST',
      `/customers/${customer.id}/notes`,
      { text: 'Hello' },
      {
        cookie: owner.cookie,
      },
    );
    expect(note.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.erased'), eq(auditLog.entityId, customer.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses while an order still has a parcel to deliver, and changes nothing', async () => {
    const customer = await insertCustomer(t.db);
    await createAddress(t.db, customer.id);
    for (const status of ['Placed', 'Packed', 'Shipped'] as const) {
      const order = await insertOrder(t.db, customer.id, { total: 100_000, status });
      const refused = await erase(customer.id);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().message).toBe(customerAdminMessages.openOrders);
      const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row).toMatchObject({ email: customer.email, erasedAt: null });
      const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept?.userInfo).toMatchObject({ email: 'asha@example.com' });
      await t.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order.id));
    }
    const [address] = await t.db
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customer.id));
    expect(address?.n).toBe(1);
    expect((await erase(customer.id)).statusCode).toBe(200);
  });

  it('needs the confirmation word, refuses bad input with 4xx, and erases nothing then', async () => {
    const customer = await insertCustomer(t.db);
    for (const body of [{}, { confirm: 'erase' }, { confirm: 'yes' }, { confirm: true }]) {
      const res = await erase(customer.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.confirm).toBe(customerAdminMessages.confirmErase);
    }
    expect((await erase('not-an-id')).statusCode).toBe(400);
    expect((await erase(randomUUID())).statusCode).toBe(404);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.erasedAt).toBeNull();
    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, customer.id));
    expect(audit?.n).toBe(0);
  });

  it('is refused to fulfilment and accountant staff (403)', async () => {
    const customer = await insertCustomer(t.db);
    for (const role of ['fulfilment', 'accountant'] as const) {
      const { cookie } = await signedInStaff(t, role);
      const res = await admin(
        t,
        'POST',
        `/customers/${customer.id}/erase`,
        { confirm: 'ERASE' },
        {
          cookie,
        },
      );
      expect(res.statusCode, role).toBe(403);
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.erasedAt).toBeNull();
  });
});

describe('an order e-mail and an erasure at the same time', () => {
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };
  /** Every row of the order's timeline, as text. */
  const timelineOf = async (orderId: string) =>
    JSON.stringify(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)));

  it('writes no contact back when the erasure comes while the mail server answers', async () => {
    const customer = await insertCustomer(t.db);
    const email = customer.email ?? '';
    const order = await insertOrder(t.db, customer.id, { total: 100_000, email });
    mail.holding.add(email);
    await t.db.transaction((tx) => queueOrderEmail(tx, order.id, 'delivered'));
    // The job has read the order and handed the message over; the mail server has not answered.
    const running = t.app.jobs.drain();
    await waitFor(() => mail.held.some((held) => held.mail.to === email));

    const erased = await erase(customer.id);
    expect(erased.statusCode, erased.body).toBe(200);
    for (const held of mail.held.filter((h) => h.mail.to === email)) held.release();
    await running;

    // Sent once (it left before the erasure), recorded without the address it went to.
    expect(mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'email_sent')));
    expect(event?.data).toEqual({ template: 'delivered' });
    expect(await timelineOf(order.id)).not.toContain(email);
  });

  it('sends nothing, and records nothing, once the customer is erased', async () => {
    const customer = await insertCustomer(t.db);
    const email = customer.email ?? '';
    const order = await insertOrder(t.db, customer.id, { total: 100_000, email });
    await t.db.transaction((tx) => queueOrderEmail(tx, order.id, 'delivered'));
    expect((await erase(customer.id)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(mail.sent.filter((m) => m.to === email)).toEqual([]);
    expect(await timelineOf(order.id)).toBe('[]');
  });
});
