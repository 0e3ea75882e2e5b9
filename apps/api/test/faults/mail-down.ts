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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { grantServerRole } from '../../src/db/roles.ts';
import { asTestServerRole, ensureServerRole, TEST_SERVER_ROLE } from '../test-database.ts';
import { createThrowawayPostgres } from '../throwaway-postgres.ts';
import {
  createAddress,
  createCategory,
  createCustomerWithToken,
  createProduct,
  setSiteSettings,
} from '../factories.ts';
import { orderBody } from '../order-helpers.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { freePort } from '../../../../bench/api/bare.ts';

const root = resolve(import.meta.dirname, '..', '..', '..', '..');
const API_KEY = 'mail-down-storefront-key';
const JWT_SECRET = `mail-down-${'s'.repeat(32)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('needs TEST_DATABASE_URL or BENCH_DATABASE_URL');
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-mail-'));
  const throwaway = await createThrowawayPostgres(serverUrl, 'aurelle_mail');
  let server: ChildProcess | undefined;
  const giveUp = setTimeout(() => {
    console.log('mail down: gave up after 90 s');
    server?.kill('SIGKILL');
    process.exit(1);
  }, 90_000);
  const problems: string[] = [];
  try {
    // As in production: migrated by the tables' owner, served by a role that owns none.
    await ensureServerRole(serverUrl);
    const database = await createDatabase({ kind: 'postgres', url: throwaway.url });
    await database.migrate();
    await grantServerRole(database.db, TEST_SERVER_ROLE);
    await setSiteSettings(database.db, { pod_status: true });
    const category = await createCategory(database.db, { slug: 'mail-bench' });
    const product = await createProduct(database.db, { categoryId: category.id, stock: 10 });
    const { customer, authorization } = await createCustomerWithToken(database.db, { JWT_SECRET });
    const address = await createAddress(database.db, customer.id);
    await database.close();
    const email = customer.email ?? '';

    // The mail server's port, taken and let go: mail is down from the start.
    const mailPort = await freePort();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      env: {
        ...process.env,
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
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        // not yet
      }
      await sleep(100);
    }
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
      orderBody(address.id, [{ product_id: product.id, quantity: 1 }], { paymentMethod: 'POD' }),
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

    console.log(
      `mail down: code asked while down → ${codeWhileDown.status} ("${String(codeWhileDown.json.message)}"), ` +
        `asked again once back → ${codeWhenBack.status}; order while down → ${order.status}, ` +
        `its confirmation delivered ${(confirmedMs / 1000).toFixed(1)} s after mail was back, ${sent}×; ` +
        (problems.length ? `${problems.length} problems` : 'pass'),
    );
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length) process.exitCode = 1;
  } finally {
    clearTimeout(giveUp);
    server?.kill('SIGTERM');
    await sleep(300);
    await throwaway.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
