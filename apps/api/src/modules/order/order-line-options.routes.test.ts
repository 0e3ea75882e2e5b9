import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@aurelle/contract';
import { invoices, orderLines, orders, productOptions } from '../../db/schema/index.ts';
import type { TaxDocument } from '../invoice/tax-document.ts';
import { keptMail } from '../../../test/build-test-app.ts';
import { useCheckoutTestApp } from '../../../test/use-test-app.ts';
import { createCategory, createProduct, setSiteSettings } from '../../../test/factories.ts';
import { customerWithCart, placeOrderAs } from '../../../test/order-helpers.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const mail = keptMail();
const t = useCheckoutTestApp({}, { mailer: mail });
let manager: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  manager = await signedInStaff(t, 'manager');
  await setSiteSettings(t.db, { pod_status: true });
});

const staffGet = (url: string) => admin(t, 'GET', url, undefined, { cookie: manager.cookie });
const staffPost = (url: string, payload: object) =>
  admin(t, 'POST', url, payload, { cookie: manager.cookie });

const RING_SIZE = { en: 'Ring size', fr: 'Taille de bague' };
const METAL = { en: 'Metal', fr: 'Métal' };

/** A ring in two sizes and two metals, ordered in size 12, rose gold, cash on delivery. */
async function ringOrder(language: 'en' | 'fr' = 'en') {
  const product = await createProduct(t.db, {
    categoryId: (await createCategory(t.db)).id,
    name: 'Tara Solitaire Ring',
    stock: 5,
    price: 150_000,
    options: [
      { code: 'ring_size', name: RING_SIZE, values: [{ value: '10' }, { value: '12' }] },
      {
        code: 'metal',
        name: METAL,
        values: [
          { value: 'yellow', label: { en: 'Yellow gold', fr: 'Or jaune' } },
          { value: 'rose', label: { en: 'Rose gold', fr: 'Or rose' } },
        ],
      },
    ],
  });
  const variants = [{ optionValue: '12' }, { optionValue: 'rose' }];
  const customer = await customerWithCart(t, product.id, 1, variants);
  const res = await placeOrderAs(
    t,
    customer,
    [{ product_id: product.id, quantity: 1, variants }],
    {},
    { 'accept-language': language },
  );
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json<{ data: { _id: string } }>().data._id;
  return { orderId, productId: product.id, customer };
}

async function customerOrder(orderId: string, authorization: string, lang = 'en') {
  const res = await t.get(`/api/order/${orderId}`, { authorization, 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: Order }>().order;
}

const staffOrder = async (orderId: string) =>
  (await staffGet(`/orders/${orderId}`)).json<AdminOrder>();

describe("an order line's options", () => {
  it('are kept with the line as it is placed, each by name and label in both languages', async () => {
    const { orderId } = await ringOrder();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line?.variants).toEqual([
      { optionValue: '12', option: RING_SIZE, label: { en: '12' } },
      { optionValue: 'rose', option: METAL, label: { en: 'Rose gold', fr: 'Or rose' } },
    ]);
  });

  it("read by name and value in the customer's answer, in English and French, and in the back office", async () => {
    const { orderId, customer } = await ringOrder();
    const en = await customerOrder(orderId, customer.authorization);
    expect(en.lines[0]?.options).toEqual(['Ring size: 12', 'Metal: Rose gold']);
    // The spec's `variants` stays as it was: the values alone.
    expect(en.lines[0]?.variants).toEqual([{ optionValue: '12' }, { optionValue: 'rose' }]);
    const fr = await customerOrder(orderId, customer.authorization, 'fr');
    expect(fr.lines[0]?.options).toEqual(['Taille de bague : 12', 'Métal : Or rose']);
    expect((await staffOrder(orderId)).lines[0]?.options).toEqual([
      'Ring size: 12',
      'Metal: Rose gold',
    ]);
  });

  it('keep the names they were placed with when the product renames its option', async () => {
    const { orderId, productId, customer } = await ringOrder();
    await t.db
      .update(productOptions)
      .set({ name: { en: 'Size', fr: 'Taille' } })
      .where(eq(productOptions.productId, productId));
    const order = await customerOrder(orderId, customer.authorization);
    expect(order.lines[0]?.options).toEqual(['Ring size: 12', 'Metal: Rose gold']);
  });

  it('of a line placed before names were kept read from the product as it is now, or alone', async () => {
    const { orderId, customer } = await ringOrder();
    await t.db
      .update(orderLines)
      .set({ variants: [{ optionValue: '12' }, { optionValue: 'rose' }] })
      .where(eq(orderLines.orderId, orderId));
    const fr = await customerOrder(orderId, customer.authorization, 'fr');
    expect(fr.lines[0]?.options).toEqual(['Taille de bague : 12', 'Métal : Or rose']);
    expect((await staffOrder(orderId)).lines[0]?.options).toEqual([
      'Ring size: 12',
      'Metal: Rose gold',
    ]);
    // A value the product no longer offers is shown as it was stored.
    await t.db
      .update(orderLines)
      .set({ variants: [{ optionValue: '16' }] })
      .where(eq(orderLines.orderId, orderId));
    expect((await customerOrder(orderId, customer.authorization)).lines[0]?.options).toEqual([
      '16',
    ]);
  });

  it("are in the confirmation e-mail in the customer's language", async () => {
    const { orderId } = await ringOrder('fr');
    await t.app.jobs.drain();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const sent = mail.sent.find((m) => m.subject.includes(row?.orderNumber ?? '—'));
    expect(sent?.text).toContain('Tara Solitaire Ring (Taille de bague : 12 · Métal : Or rose)');
  });

  it('are on the invoice as issued and on its credit note', async () => {
    const { orderId, productId, customer } = await ringOrder();
    const order = await staffOrder(orderId);
    expect((await staffPost(`/orders/${orderId}/pack`, { pieces: [] })).statusCode).toBe(200);
    const ship = await staffPost(`/orders/${orderId}/ship`, {
      carrier: 'BlueDart',
      trackingNumber: 'AWB 778',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const delivered = await staffPost(`/orders/${orderId}/deliver`, { cashCollected: '1,500' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const refund = await staffPost(`/orders/${orderId}/refunds`, {
      idempotencyKey: 'line-options-0001',
      reason: 'Came back',
      restock: true,
      lines: [{ lineId: order.lines[0]?.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.app.jobs.drain();
    // What the product says later changes no document issued.
    await t.db
      .update(productOptions)
      .set({ name: { en: 'Size', fr: 'Taille' } })
      .where(eq(productOptions.productId, productId));

    const mine = await customerOrder(orderId, customer.authorization);
    const invoice = await textOf(
      (await t.get(mine.invoice?.url ?? '', { authorization: customer.authorization })).rawPayload,
    );
    expect(invoice).toMatch(/Tara Solitaire\s+Ring\nRing size: 12\nMetal: Rose gold\nSKU /);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect((kept?.content as TaxDocument).lines[0]?.options).toEqual([
      'Ring size: 12',
      'Metal: Rose gold',
    ]);
    const note = await textOf(
      (await t.get(mine.creditNotes[0]?.url ?? '', { authorization: customer.authorization }))
        .rawPayload,
    );
    expect(note).toMatch(/Tara Solitaire\s+Ring\nRing size: 12\nMetal: Rose gold\nSKU /);
  });
});
