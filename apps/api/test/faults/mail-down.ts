/**
 * Mail down: the shop runs as in production (codes only by e-mail; migrated by the tables' owner,
 * served by a role that owns none) on PostgreSQL with its SMTP server stopped, then started again
 * where it was. Pass:
 *   - a one-time code asked for while mail is down answers 503 with a clear message and leaves no
 *     code behind: asked again once mail is back, it is sent at once (no 60 s wait);
 *   - a cash order placed while mail is down succeeds, and its confirmation e-mail arrives once
 *     the mail server is back (the outbox retries), exactly once.
 *
 *   TEST_DATABASE_URL=postgres://… npx tsx apps/api/test/faults/mail-down.ts
 *
 * Bounded: gives up after 90 s (the outbox's first retry comes 30 s after the failed try).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { grantServerRole } from '../../src/db/roles.ts';
import { asTestServerRole, ensureServerRole, TEST_SERVER_ROLE } from '../test-database.ts';
import { createThrowawayPostgres } from '../throwaway-postgres.ts';
import { createProduct } from '../factories.ts';
import { orderBody } from '../order-helpers.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { freePort } from '../../../../bench/api/bare.ts';
import {
  cashShopCategory,
  giveUpAfter,
  report,
  postgresServerUrl,
  shopperWithAddress,
  sleep,
  startApi,
} from './fault-run.ts';

const API_KEY = 'mail-down-storefront-key';
const JWT_SECRET = `mail-down-${'s'.repeat(32)}`;

async function main() {
  const serverUrl = postgresServerUrl();
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-mail-'));
  const throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_mail');
  let server: ChildProcess | undefined;
  const giveUp = giveUpAfter('mail down', 90, () => server?.kill('SIGKILL'));
  const problems: string[] = [];
  try {
    // As in production: migrated by the tables' owner, served by a role that owns none.
    await ensureServerRole(serverUrl);
    const database = await createDatabase({ kind: 'postgres', url: throwaway.url });
    await database.migrate();
    await grantServerRole(database.db, TEST_SERVER_ROLE);
    const category = await cashShopCategory(database.db, 'mail-bench');
    const product = await createProduct(database.db, { categoryId: category.id, stock: 10 });
    const { customer, authorization, addressId } = await shopperWithAddress(
      database.db,
      JWT_SECRET,
    );
    await database.close();
    const email = customer.email ?? '';

    // The mail server's port, taken and let go: mail is down from the start.
    const mailPort = await freePort();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startApi(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: asTestServerRole(throwaway.url),
        JWT_SECRET,
        ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
        STOREFRONT_API_KEY: API_KEY,
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        MAIL_FROM: 'Aurelle <hello@aurelle.example>',
        RAZORPAY_KEY_ID: 'rzp_test_unused1',
        RAZORPAY_KEY_SECRET: 'unused-secret-123',
        RAZORPAY_WEBHOOK_SECRET: 'unused-webhook-123',
        // Jobs run every quarter of this (at least 5 s): the outbox is kicked every 5 s.
        ORDER_PAYMENT_TIMEOUT: '20s',
      },
      port,
    );
    const post = async (path: string, body: object, authorization?: string) => {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: {
          'x-api-key': API_KEY,
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };

    const codeWhileDown = await post('/api/customer/generateOTP', { event: 'login', email });
    if (codeWhileDown.status !== 503 || typeof codeWhileDown.json.message !== 'string')
      problems.push(`code while mail is down: ${codeWhileDown.status}`);
    if ('otp' in codeWhileDown.json) problems.push('a production answer carried the code');

    const cart = await post(
      '/api/customer/cart',
      { products: [{ product_id: product.id, quantity: 1, variant: [] }] },
      authorization,
    );
    const order = await post(
      '/api/order/add',
      orderBody(addressId, [{ product_id: product.id, quantity: 1 }], { paymentMethod: 'POD' }),
      authorization,
    );
    if (cart.status !== 200 || order.status !== 200)
      problems.push(`order while mail is down: cart ${cart.status}, order ${order.status}`);
    const orderNumber = String((order.json.data as { orderNumber?: string })?.orderNumber ?? '');

    await sleep(2000);
    const sink = await startSmtpSink(mailPort);
    const backAt = performance.now();
    const codeWhenBack = await post('/api/customer/generateOTP', { event: 'login', email });
    if (codeWhenBack.status !== 200)
      problems.push(`code once mail is back: ${codeWhenBack.status}`);
    let confirmedMs = Number.POSITIVE_INFINITY;
    const confirmations = () =>
      sink.received.filter((m) => m.to.includes(email) && m.raw.includes(orderNumber));
    while (performance.now() - backAt < 60_000) {
      if (confirmations().length > 0) {
        confirmedMs = performance.now() - backAt;
        break;
      }
      await sleep(250);
    }
    await sleep(6000); // one more outbox round: it must not send the confirmation again
    const sent = confirmations().length;
    if (sent !== 1) problems.push(`${sent} confirmation e-mails once mail was back`);
    const codes = sink.received.filter((m) => m.to.includes(email) && !m.raw.includes(orderNumber));
    if (codes.length !== 1) problems.push(`${codes.length} code e-mails once mail was back`);
    await sink.close();

    report(
      `mail down: code asked while down → ${codeWhileDown.status} ("${String(codeWhileDown.json.message)}"), ` +
        `asked again once back → ${codeWhenBack.status}; order while down → ${order.status}, ` +
        `its confirmation delivered ${(confirmedMs / 1000).toFixed(1)} s after mail was back, ${sent}×; `,
      problems,
    );
  } finally {
    clearTimeout(giveUp);
    server?.kill('SIGTERM');
    await sleep(300);
    await throwaway.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
