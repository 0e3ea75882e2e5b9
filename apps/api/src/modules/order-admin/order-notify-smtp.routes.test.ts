import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSettingsMessages, type OrderSettings } from '@aurelle/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

let sink: SmtpSink;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({
    PUBLIC_URL: 'https://shop.example.com',
    MAIL_FROM: 'Aurelle <hello@aurelle.example>',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  });
  await setCurrencyRates(t.db);
  owner = await signedInStaff(t, 'owner');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const saveSettings = (notifyEmail: string | null) =>
  admin(t, 'PUT', '/settings/orders', { notifyEmail }, { cookie: owner.cookie });

/** Places a cash order, runs the jobs, and answers who was sent its new-order notice. */
async function noticeRecipients() {
  const product = await orderableProduct(t.db, { stock: 5, price: 150_000 });
  const s = await customerWithCart(t, product.id, 1);
  const placed = await placeOrderAs(t, s, [{ product_id: product.id, quantity: 1 }]);
  expect(placed.statusCode, placed.body).toBe(200);
  await t.app.jobs.drain();
  // Besides the customer's confirmation, each message is the shop's notice.
  return sink.received.flatMap((m) => m.to).filter((to) => to !== s.customer.email);
}

describe('where new-order e-mails go', () => {
  it('goes to every address set, once each, and back to the owners when emptied; audited', async () => {
    const saved = await saveSettings(
      ' Orders@Shop.example, packing@shop.example ,orders@shop.example',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OrderSettings>().notifyEmail).toBe(
      'orders@shop.example, packing@shop.example',
    );
    sink.received.length = 0;
    expect((await noticeRecipients()).sort()).toEqual([
      'orders@shop.example',
      'packing@shop.example',
    ]);

    await saveSettings(null);
    sink.received.length = 0;
    expect(await noticeRecipients()).toEqual([owner.email]);

    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('orders@shop.example, packing@shop.example');
  });

  it('refuses an address that is not one, or more than five, and changes nothing', async () => {
    await saveSettings('orders@shop.example');
    for (const [list, message] of [
      ['orders@shop.example, not an address', orderSettingsMessages.notifyEmailInvalid],
      [' , ', orderSettingsMessages.notifyEmailInvalid],
      [
        ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@shop.example`).join(','),
        orderSettingsMessages.notifyEmailTooMany,
      ],
    ] as const) {
      const res = await saveSettings(list);
      expect(res.statusCode, list).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.notifyEmail).toBe(message);
    }
    const read = await admin(t, 'GET', '/settings/orders', undefined, { cookie: owner.cookie });
    expect(read.json<OrderSettings>().notifyEmail).toBe('orders@shop.example');
  });
});
