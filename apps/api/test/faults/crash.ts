/**
 * Crash safety: the API serves a stream of real checkouts — cash orders and sandbox
 * card payments, some with a coupon of few uses — from many customers while it is killed with
 * SIGKILL mid-stream and started again. Afterwards the database is checked against what the
 * customers were told:
 *   - every order a customer saw acknowledged exists exactly once, with its lines and totals;
 *   - for every product, stock + units held by orders that are not released = the stock at start;
 *   - the coupon is used no more often than it allows, and its uses match its orders;
 *   - no order without lines, no line without its order;
 *   - every order a customer saw paid is paid and has its paid payment.
 * A customer whose request got no answer retries it with the same Idempotency-Key, as the web does.
 *
 *   npx tsx apps/api/test/faults/crash.ts --db=postgres  # BENCH_DATABASE_URL or TEST_DATABASE_URL
 *   npx tsx apps/api/test/faults/crash.ts                # PGlite: its data directory must reopen
 *
 * Options: --kills=3 (PostgreSQL) / 1 (PGlite), --customers=60, --seconds=40 (a hard bound).
 * Prints one figure line; exits 1 when a check fails.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { createThrowawayPostgres } from '../throwaway-postgres.ts';
import { createCoupon, createProduct } from '../factories.ts';
import { orderBody } from '../order-helpers.ts';
import { freePort } from '../../../../bench/api/bare.ts';
import {
  cashShopCategory,
  postgresServerUrl,
  scriptOptions,
  shopperWithAddress,
  sleep,
  startApi,
} from './fault-run.ts';

const args = scriptOptions();
const kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const KILLS = Number(args.kills ?? (kind === 'postgres' ? 3 : 1));
const CUSTOMERS = Number(args.customers ?? 60);
const SECONDS = Number(args.seconds ?? 40);
const WORKERS = 8;
const STOCK = 60;
const COUPON_USES = 3;
const API_KEY = 'aurelle-demo-storefront-key';
const JWT_SECRET = `crash-bench-${'s'.repeat(32)}`;

type Customer = { authorization: string; addressId: string; customerId: string };
type Seen = { orderId: string; customer: Customer; paid: boolean };

async function prepare(database: Database) {
  const db = database.db;
  const category = await cashShopCategory(db, 'crash-bench');
  const products = [];
  for (let i = 0; i < 3; i++)
    products.push(
      await createProduct(db, {
        categoryId: category.id,
        stock: STOCK,
        price: 50_000 + i * 25_000,
        slug: `crash-ring-${i}`,
      }),
    );
  const coupon = await createCoupon(db, { couponQuantity: COUPON_USES, discountValue: 10 });
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const { customer, authorization, addressId } = await shopperWithAddress(db, JWT_SECRET);
    customers.push({ authorization, addressId, customerId: customer.id });
  }
  return { productIds: products.map((p) => p.id), couponCode: coupon.couponCode, customers };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'aurelle-crash-'));
  let throwaway: Awaited<ReturnType<typeof createThrowawayPostgres>> | undefined;
  let server: ChildProcess | undefined;
  const deadline = Date.now() + SECONDS * 1000;
  try {
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(dir, 'data'),
      JWT_SECRET,
      STOREFRONT_API_KEY: API_KEY,
      PAYMENT_PROVIDER: 'sandbox',
    };
    let target: Parameters<typeof createDatabase>[0];
    if (kind === 'postgres') {
      throwaway = await createThrowawayPostgres(postgresServerUrl(), 'aurelle_crash');
      env.DATABASE_URL = throwaway.url;
      target = { kind: 'postgres', url: throwaway.url };
    } else {
      target = { kind: 'pglite', dataDir: join(dir, 'data', 'pglite') };
    }
    // Migrate and write the shop's fixtures, then hand the database to the server.
    let database = await createDatabase(target);
    await database.migrate();
    const shop = await prepare(database);
    const initial = await stockOf(database, shop.productIds);
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startApi(env, port);
    let up = true;

    /** One call; undefined when the server did not answer (killed mid-request). */
    async function call(path: string, s: Customer, body: object, key?: string) {
      try {
        const res = await fetch(base + path, {
          method: 'POST',
          headers: {
            'x-api-key': API_KEY,
            'content-type': 'application/json',
            authorization: s.authorization,
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
      } catch {
        return undefined;
      }
    }
    let unanswered = 0;
    /** Retries a call that got no answer (same body, same key) until it gets one. */
    async function until(path: string, s: Customer, body: object, key?: string) {
      for (;;) {
        if (Date.now() > deadline) return undefined;
        const res = up ? await call(path, s, body, key) : undefined;
        if (res) return res;
        unanswered++;
        await sleep(200);
      }
    }

    const seen: Seen[] = [];
    let refused = 0;
    const reasons = new Map<string, number>();
    /** A refusal the customer saw, counted by its answer. */
    function refuse(step: string, res: Awaited<ReturnType<typeof call>>) {
      refused++;
      const reason = `${step} ${res?.status ?? 'no answer'} ${String(res?.json.message ?? '')}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    let next = 0;
    async function checkout(s: Customer, n: number) {
      const productId = shop.productIds[n % shop.productIds.length] ?? '';
      const quantity = 1 + (n % 2);
      const card = n % 3 === 0;
      const couponCode = n % 4 === 0 ? shop.couponCode : undefined;
      const cart = await until(
        '/api/customer/cart',
        s,
        { products: [{ product_id: productId, quantity, variant: [] }] },
        randomUUID(),
      );
      if (!cart || cart.status !== 200) return refuse('cart', cart);
      const body = orderBody(s.addressId, [{ product_id: productId, quantity }], {
        paymentMethod: card ? 'razorpay' : 'POD',
        ...(couponCode ? { couponCode } : {}),
      });
      const placed = await until('/api/order/add', s, body, randomUUID());
      if (!placed || placed.status !== 200) return refuse('order', placed);
      const orderId = (placed.json.data as { _id: string })._id;
      const entry: Seen = { orderId, customer: s, paid: false };
      seen.push(entry);
      if (!card) return;
      const created = await until('/api/payment/create-order', s, { orderId });
      if (!created || created.status !== 200) return;
      const providerOrder = created.json.orderId as string;
      const pay = await until('/api/payment/sandbox/pay', s, {
        razorpay_order_id: providerOrder,
        outcome: 'paid',
      });
      if (!pay || pay.status !== 200) return;
      const verified = await until('/api/payment/verify-payment', s, { ...pay.json, orderId });
      if (verified?.status === 200) entry.paid = true;
    }

    // The kills follow the stream: one after every 25 checkouts begun, so each lands mid-stream
    // whatever the machine's speed; the stream goes on until the last restart has served some.
    let killsDone = false;
    const killer = (async () => {
      for (let k = 0; k < KILLS; k++) {
        while (next < (k + 1) * 25 && Date.now() < deadline) await sleep(20);
        up = false;
        server?.kill('SIGKILL');
        await new Promise((r) => server?.once('exit', r));
        server = await startApi(env, port);
        up = true;
      }
      killsDone = true;
    })();
    const lastCheckout = (KILLS + 1) * 25;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (Date.now() < deadline && (!killsDone || next < lastCheckout)) {
          const n = next++;
          const s = shop.customers[n % shop.customers.length];
          if (!s) break;
          await checkout(s, n);
        }
      }),
    );
    await killer;
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    server = undefined;

    database = await createDatabase(target);
    const problems = await reconcile(database, shop, initial, seen);
    await database.close();
    const paid = seen.filter((s) => s.paid).length;
    console.log(
      `crash safety (${kind}): ${KILLS} kill -9, ${unanswered} calls unanswered and retried, ` +
        `${seen.length} orders acknowledged (${paid} paid by card), ${refused} refused; ` +
        (problems.length === 0 ? 'all reconciled' : `${problems.length} problems`),
    );
    for (const [reason, n] of reasons) console.log(`  refused ${n}×: ${reason}`);
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    server?.kill('SIGKILL');
    await throwaway?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function query<T>(database: Database, text: string, params: unknown[] = []): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const parts = text.split(/\$\d+/);
  // A list travels as one comma-separated text (the SQL splits it): drizzle expands arrays.
  const value = (v: unknown) => (Array.isArray(v) ? v.join(',') : v);
  const chunks = parts.flatMap((part, i) =>
    i < params.length ? [sql.raw(part), sql`${value(params[i])}`] : [sql.raw(part)],
  );
  return rowsOf<T>(await database.db.execute(sql.join(chunks, sql.raw(''))));
}

async function stockOf(database: Database, ids: string[]) {
  const rows = await query<{ id: string; stock: number }>(
    database,
    `select id, stock from products where id = any(string_to_array($1, ',')::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, Number(r.stock)]));
}

async function reconcile(
  database: Database,
  shop: Awaited<ReturnType<typeof prepare>>,
  initial: Map<string, number>,
  seen: Seen[],
) {
  const problems: string[] = [];
  // Every acknowledged order once, with lines and a total.
  const ids = seen.map((s) => s.orderId);
  const found = await query<{ id: string; customer_id: string; lines: number; total: number }>(
    database,
    `select o.id, o.customer_id, count(l.id)::int as lines, o.total as total
       from orders o left join order_lines l on l.order_id = o.id
      where o.id = any(string_to_array($1, ',')::uuid[]) group by o.id`,
    [ids],
  );
  const byId = new Map(found.map((o) => [o.id, o]));
  if (new Set(ids).size !== ids.length) problems.push('an order id was acknowledged twice');
  for (const s of seen) {
    const order = byId.get(s.orderId);
    if (!order) problems.push(`acknowledged order ${s.orderId} is missing`);
    else if (order.customer_id !== s.customer.customerId)
      problems.push(`order ${s.orderId} belongs to someone else`);
    else if (Number(order.lines) < 1 || !(Number(order.total) > 0))
      problems.push(`order ${s.orderId} has no lines or no total`);
  }
  // No half-written order anywhere: every order has lines, every line its order.
  const [orphans] = await query<{ bare: number; lost: number }>(
    database,
    `select (select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id))::int as bare,
            (select count(*) from order_lines l where not exists (select 1 from orders o where o.id = l.order_id))::int as lost`,
  );
  if (orphans && (orphans.bare > 0 || orphans.lost > 0))
    problems.push(`${orphans.bare} orders without lines, ${orphans.lost} lines without an order`);
  // Stock: what is left plus what live orders hold is what there was.
  const held = await query<{ product_id: string; units: number }>(
    database,
    `select l.product_id, sum(l.quantity)::int as units from order_lines l join orders o on o.id = l.order_id
      where o.released_at is null group by l.product_id`,
  );
  const heldBy = new Map(held.map((h) => [h.product_id, Number(h.units)]));
  const now = await stockOf(database, shop.productIds);
  for (const id of shop.productIds) {
    const start = initial.get(id) ?? 0;
    const left = now.get(id) ?? 0;
    const units = heldBy.get(id) ?? 0;
    if (left < 0 || left + units !== start)
      problems.push(`product ${id}: ${left} left + ${units} ordered ≠ ${start} at start`);
  }
  // The coupon: never over-used, and its uses are its orders'.
  const [coupon] = await query<{ left: number; uses: number }>(
    database,
    `select c.coupon_quantity::int as left, (select count(*) from coupon_uses u where u.coupon_id = c.id)::int as uses
       from coupons c where c.coupon_code = $1`,
    [shop.couponCode],
  );
  if (
    !coupon ||
    coupon.left < 0 ||
    coupon.uses > COUPON_USES ||
    coupon.left + coupon.uses !== COUPON_USES
  )
    problems.push(`coupon: ${coupon?.uses} uses, ${coupon?.left} left of ${COUPON_USES}`);
  // Every order seen paid is paid, with its captured payment.
  const paidIds = seen.filter((s) => s.paid).map((s) => s.orderId);
  const paid = await query<{ id: string; status: string; captured: number }>(
    database,
    `select o.id, o.payment_status as status,
            (select count(*) from payments p where p.order_id = o.id and p.status = 'paid')::int as captured
       from orders o where o.id = any(string_to_array($1, ',')::uuid[])`,
    [paidIds],
  );
  for (const order of paid)
    if (order.status !== 'paid' || order.captured < 1)
      problems.push(
        `order ${order.id} was seen paid: ${order.status}, ${order.captured} captured payments`,
      );
  return problems;
}

await main();
