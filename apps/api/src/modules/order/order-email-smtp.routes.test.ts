import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HALLMARKING_CHARGE_PAISE, type Order } from '@aurelle/contract';
import { jobs, orders, orderLines, productPieces } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { issueInvoice } from '../invoice/invoice.repository.ts';
import { queueOrderEmail } from './order-email.repository.ts';
import { addressOf } from './order-view.ts';

/** The decoded text/plain part of a raw message (quoted-printable or base64, as nodemailer picks). */
function plainText(raw: string): string {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!/^Content-Type: text\/plain/im.test(head)) continue;
    const body = rest.join('\n\n').split(/\r?\n--/)[0] ?? '';
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined.slice(i + 1, i + 3);
        if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
      }
      return Buffer.from(bytes).toString('utf8');
    }
    return body;
  }
  throw new Error('no text/plain part');
}

/** The Subject header, its folded lines joined and its encoded words (RFC 2047) decoded. */
const subjectOf = (raw: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)$/m
    .exec(raw)?.[1]
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : Buffer.from(
            word
              .replaceAll('_', ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
/** A second instance on the same database whose SMTP server is down (nothing on port 1). */
let down: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  const site = {
    PUBLIC_URL: 'https://shop.example.com',
    MAIL_FROM: 'Aurelle <hello@aurelle.example>',
  };
  t = await buildTestApp({ ...site, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  down = await buildTestApp({ ...site, SMTP_URL: 'smtp://127.0.0.1:1' }, { shareDatabaseOf: t });
  await setCurrencyRates(t.db);
});
afterAll(async () => {
  await down?.close();
  await t?.close();
  await sink?.close();
});

async function cashOrder(app: TestApp, language: string, quantity = 2) {
  const product = await orderableProduct(app.db, { stock: 10, price: 150_000 });
  const s = await customerWithCart(app, product.id, quantity);
  const res = await placeOrderAs(
    app,
    s,
    [{ product_id: product.id, quantity }],
    {},
    { 'accept-language': language },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { _id } = res.json<{ data: { _id: string } }>().data;
  const got = await app.app.inject({
    url: `/api/order/${_id}`,
    headers: { ...app.headers, authorization: s.authorization, 'accept-language': language },
  });
  return { s, order: got.json<{ order: Order }>().order };
}

describe('the order confirmation e-mail over SMTP', () => {
  it('reaches the customer once, with the order number, lines and total', async () => {
    const { s, order } = await cashOrder(t, 'en');
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const mails = sink.received.filter((m) => m.to.includes(s.customer.email ?? ''));
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.raw ?? '';
    expect(raw).toContain('From: Aurelle <hello@aurelle.example>');
    expect(subjectOf(raw)).toBe(`Your Aurelle order ${order.orderNumber}`);
    const text = plainText(raw);
    expect(text).toContain(order.lines[0]?.name ?? 'a line');
    expect(text).toMatch(/\b2\b/);
    expect(text).toContain(order.totalFormatted);
    expect(text).toContain('Cash on delivery');
    expect(raw).toContain('https://shop.example.com/media/ring.svg');
  });

  it('is in French for an order placed in French', async () => {
    const { s, order } = await cashOrder(t, 'fr', 1);
    await t.app.jobs.drain();
    const mails = sink.received.filter((m) => m.to.includes(s.customer.email ?? ''));
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.raw ?? '';
    expect(subjectOf(raw)).toBe(`Votre commande Aurelle ${order.orderNumber}`);
    const text = plainText(raw);
    expect(text).toContain('Total de la commande');
    expect(text).toContain('Paiement à la livraison');
    expect(text).toContain(order.totalFormatted);
    expect(text).toContain(order.lines[0]?.name ?? 'a line');
    expect(text).not.toContain('Order Total');
  });

  it('tells a French customer their order has shipped, with the tracking link and the HUIDs', async () => {
    const { s, order } = await cashOrder(t, 'fr', 1);
    await t.app.jobs.drain();
    const line = order.lines[0];
    await t.db
      .update(orders)
      .set({
        status: 'Shipped',
        packedAt: new Date(),
        shippedAt: new Date(),
        carrier: 'Blue Dart',
        trackingNumber: 'BD 99887766',
        trackingUrl: 'https://track.example/BD99887766',
      })
      .where(eq(orders.id, order._id));
    await t.db.insert(productPieces).values({
      productId: line?.product_id ?? '',
      huid: 'SM7P01',
      state: 'sold',
      orderId: order._id,
      orderLineId: line?._id ?? '',
    });
    await t.db
      .update(orderLines)
      .set({ orderStatus: 'Shipped' })
      .where(eq(orderLines.orderId, order._id));
    const seller = await t.app.seller.details();
    if (!seller) throw new Error('the demo shop has legal details');
    const invoice = await t.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order._id));
      if (!row) throw new Error('the order is gone');
      const issued = await issueInvoice(tx, {
        order: row,
        delivery: addressOf(row),
        seller,
        hallmarkingChargePaise: DEFAULT_HALLMARKING_CHARGE_PAISE,
        at: new Date(),
      });
      await queueOrderEmail(tx, order._id, 'shipped');
      return issued;
    });
    await t.app.jobs.drain();
    const mails = sink.received.filter((m) => m.to.includes(s.customer.email ?? ''));
    expect(mails).toHaveLength(2);
    const raw = mails[1]?.raw ?? '';
    expect(subjectOf(raw)).toBe(`Votre commande ${order.orderNumber} a été expédiée`);
    // The GST invoice travels with it, as a PDF named by its number.
    const filename = `${invoice.number.replace(/\//g, '-')}.pdf`;
    const attachment = raw
      .split(/\r?\n--[^\r\n]+\r?\n/)
      .find((part) => /^Content-Type: application\/pdf/im.test(part));
    expect(attachment).toContain(filename);
    const bytes = Buffer.from(
      (attachment ?? '').split(/\r?\n\r?\n/)[1]?.split(/\r?\n--/)[0] ?? '',
      'base64',
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(plainText(raw)).toContain(
      `Votre facture GST ${invoice.number} est jointe à cet e-mail.`,
    );
    const text = plainText(raw).replaceAll('\r\n', '\n');
    expect(text).toContain('Transporteur\u00a0:\nBlue Dart');
    expect(text).toContain('BD 99887766');
    expect(text).toContain('Suivre votre colis\u00a0: https://track.example/BD99887766');
    expect(text).toContain("HUID de poinçon SM7P01 — vérifiable dans l'application BIS CARE");
    expect(raw).toContain('https://track.example/BD99887766');
  });

  it('never fails the order when SMTP is down, and is retried later until it is sent', async () => {
    const { s, order } = await cashOrder(down, 'en', 1);
    expect(order.status).toBe('Placed');
    await down.app.jobs.drain();
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.email:confirmation:${order._id}`));
    expect(queued).toMatchObject({ attempts: 1, doneAt: null });
    expect(queued?.lastError).toBeTruthy();
    // Not due again before its pause (30 s after the first try).
    expect(queued?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await down.app.jobs.drain()).toBe(0);

    // Time passes; the second try fails too, and waits longer.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.key, `order.email:confirmation:${order._id}`));
    expect(await down.app.jobs.drain()).toBe(1);
    const [twice] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.email:confirmation:${order._id}`));
    expect(twice?.attempts).toBe(2);
    expect(twice?.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // SMTP is back (the instance whose server answers): the retry delivers it, once.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.key, `order.email:confirmation:${order._id}`));
    await t.app.jobs.drain();
    await down.app.jobs.drain();
    const mails = sink.received.filter((m) => m.to.includes(s.customer.email ?? ''));
    expect(mails).toHaveLength(1);
    const [sent] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order.email:confirmation:${order._id}`));
    expect(sent?.doneAt).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('Placed');
  }, 60_000);
});
