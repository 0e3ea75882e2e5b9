import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, refunds } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';
import type { Mail, Mailer } from '../../lib/mail.ts';
import { queueConfirmation, queueOrderEmail } from './order-email.repository.ts';

/** A mail server that holds each customer's message until the test lets it go. */
function heldMailer() {
  const held: { mail: Mail; release: () => void }[] = [];
  const mailer: Mailer = {
    send: (mail) =>
      // The owner's new-order notices are another job's, and pass.
      mail.subject.startsWith('New order')
        ? Promise.resolve()
        : new Promise<void>((release) => held.push({ mail, release })),
  };
  return { mailer, held };
}

const mail = heldMailer();
const t = useTestApp({}, { mailer: mail.mailer });
beforeAll(async () => {
  await setCurrencyRates(t.db);
});
afterAll(async () => {
  for (const { release } of mail.held) release();
});

async function cashOrder() {
  const product = await orderableProduct(t.db, { stock: 5 });
  const s = await customerWithCart(t, product.id);
  const res = await placeOrderAs(t, s, [{ product_id: product.id, quantity: 1 }], {
    paymentMethod: 'POD',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

/** A ₹50 goodwill refund in cash against the order, written straight into the ledger. */
async function goodwillRefund(orderId: string, status: 'processed' | 'failed') {
  const [row] = await t.db
    .insert(refunds)
    .values({
      orderId,
      amount: 5_000,
      currency: 'INR',
      method: 'cash',
      status,
      reason: 'Goodwill',
      idempotencyKey: `goodwill-${status}`,
    })
    .returning();
  return row;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

/** Lets every held message through until the jobs table has nothing left to do. */
async function settle() {
  const releaser = setInterval(() => {
    for (const { release } of mail.held) release();
  }, 5);
  await t.app.jobs.drain();
  clearInterval(releaser);
}

const jobOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.email:confirmation:${orderId}`))
  )[0];

describe('the confirmation e-mail, a job of the jobs table', () => {
  it('holds no lock while it talks to the mail server, and is claimed once', async () => {
    const before = mail.held.length;
    // The order's commit kicks the runner, which claims the job and hands the e-mail over.
    const orderId = await cashOrder();
    await waitFor(() => mail.held.length > before);
    expect(mail.held.length).toBe(before + 1);

    // While the message is with the mail server, its row can be written (no transaction holds
    // it; on PGlite a held transaction would hold the only connection and this would wait)...
    await t.db
      .update(jobs)
      .set({ lastError: null })
      .where(eq(jobs.key, `order.email:confirmation:${orderId}`));
    expect((await jobOf(orderId))?.doneAt).toBeNull();

    await settle();
    expect((await jobOf(orderId))?.doneAt).toBeInstanceOf(Date);
    expect((await jobOf(orderId))?.attempts).toBe(1);
    expect(mail.held.length).toBe(before + 1);
  });

  it('is queued once per order, however often it is asked for', async () => {
    const orderId = await cashOrder();
    await settle();
    const before = mail.held.length;
    // A payment settled twice (a webhook and the return page) asks again: nothing new is sent.
    await t.db.transaction((tx) => queueConfirmation(tx, orderId));
    await settle();
    expect(mail.held.length).toBe(before);
    const rows = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${orderId}`);
    // One confirmation for the customer, one notice for the owner.
    expect(rows.map((row) => row.kind).sort()).toEqual(['order.email', 'order.notify']);
  });

  it('sends an e-mail again when its sender died mid-send, once the lease is over', async () => {
    const orderId = await cashOrder();
    await settle();
    // As if a sender had claimed it and died before marking it done: leased, not done.
    await t.db
      .update(jobs)
      .set({ doneAt: null, runAt: sql`now() + interval '300 seconds'` })
      .where(eq(jobs.key, `order.email:confirmation:${orderId}`));
    expect(await t.app.jobs.drain()).toBe(0);
    // Five minutes later the lease is over.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, `order.email:confirmation:${orderId}`));
    const before = mail.held.length;
    await settle();
    expect(mail.held.length).toBe(before + 1);
    expect((await jobOf(orderId))?.doneAt).toBeInstanceOf(Date);
  });

  it('sends every e-mail of a burst of orders once', async () => {
    const before = mail.held.length;
    const ids = [await cashOrder(), await cashOrder(), await cashOrder()];
    await settle();
    for (const id of ids) expect((await jobOf(id))?.doneAt).toBeInstanceOf(Date);
    expect(mail.held.length - before).toBe(3);
  });
});

describe('the e-mails that follow an order', () => {
  const sentEvents = async (orderId: string) =>
    (
      await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'email_sent')))
        .orderBy(orderEvents.id)
    ).map((event) => event.data);

  it('sends shipped, delivered, cancelled and refunded, each recorded on the timeline with its template', async () => {
    const orderId = await cashOrder();
    await settle();
    await t.db
      .update(orders)
      .set({
        status: 'Shipped',
        carrier: 'Blue Dart',
        trackingNumber: 'BD1',
        shippedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    const refund = await goodwillRefund(orderId, 'processed');
    const before = mail.held.length;
    await t.db.transaction(async (tx) => {
      await queueOrderEmail(tx, orderId, 'shipped');
      await queueOrderEmail(tx, orderId, 'delivered');
      await queueOrderEmail(tx, orderId, 'cancelled');
      await queueOrderEmail(tx, orderId, 'refunded', refund?.id);
      // Asked twice, sent once.
      await queueOrderEmail(tx, orderId, 'shipped');
    });
    await settle();
    const subjects = mail.held.slice(before).map((held) => held.mail.subject);
    const [number] = subjects[0]?.match(/AU-\d+/) ?? [];
    expect(subjects.sort()).toEqual(
      [
        `A refund for your order ${number}`,
        `Your order ${number} has been cancelled`,
        `Your order ${number} has been delivered`,
        `Your order ${number} has shipped`,
      ].sort(),
    );
    const events = await sentEvents(orderId);
    expect(events.map((data) => data.template).sort()).toEqual([
      'cancelled',
      'confirmation',
      'delivered',
      'refunded',
      'shipped',
    ]);
    expect(events.find((data) => data.template === 'refunded')).toMatchObject({
      refundId: refund?.id,
      to: mail.held[before]?.mail.to,
    });
  });

  it('tells nothing of a refund that failed, and records nothing', async () => {
    const orderId = await cashOrder();
    await settle();
    const failed = await goodwillRefund(orderId, 'failed');
    const before = mail.held.length;
    await t.db.transaction((tx) => queueOrderEmail(tx, orderId, 'refunded', failed?.id));
    await settle();
    expect(mail.held.length).toBe(before);
    expect((await sentEvents(orderId)).map((data) => data.template)).toEqual(['confirmation']);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.email:refunded:${orderId}:${failed?.id ?? ''}`));
    expect(job?.doneAt).toBeInstanceOf(Date);
  });
});
