/**
 * The back office at scale: 100 000 orders of 20 000 customers over 400 days and a 10 000-product
 * catalogue on PostgreSQL, then the dashboard's two calls, pages of the product list and of the
 * orders list, an order's page, under load, with plans.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:admin
 *
 * Options: --orders=100000 --products=10000 --duration=10 --connections=8.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { createBenchCustomer } from './customer.ts';
import { generateCatalog } from './generate.ts';
import { load } from './load.ts';
import { BENCH_JWT_SECRET, startAdminApi } from './admin-app.ts';
import { benchArgs } from './args.ts';
import { createBenchPostgres } from './bench-postgres.ts';

const args = benchArgs();
const orderCount = Number(args.orders ?? 100_000);
const productCount = Number(args.products ?? 10_000);
const durationSeconds = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 8);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const throwaway = await createBenchPostgres('aurelle_bench_admin');
const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-bench-admin-'));
const database = await createDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 10 });
try {
  await database.migrate();
  const started = Date.now();
  await generateCatalog(database.db, { count: productCount });
  await createBenchCustomer(database.db, BENCH_JWT_SECRET);
  await database.db.execute(sql`
    insert into customers (name, email, phone)
    select 'Bench shopper ' || n, 'shopper' || n || '@bench.example', (9000000000 + n)::text
      from generate_series(1, 20000) as n`);
  // Orders spread over 400 days, in every state: most delivered, some cash, some unpaid,
  // released or cancelled, the newest still to pack or ship.
  await database.db.execute(sql`
    with bench_customers as (
      select id, (row_number() over (order by id)) - 1 as i from customers
       where email like 'shopper%@bench.example')
    insert into orders (order_number, customer_id, status, payment_method, payment_status, currency,
                        currency_rate, subtotal, total, shipping_option, billing_info, user_info, created_at)
    select 'BN-' || n, bench_customers.id,
           case when n % 17 = 0 then 'Released' when n % 23 = 0 then 'Cancelled'
                when n > ${orderCount} - 60 then 'Placed' when n > ${orderCount} - 120 then 'Packed'
                when n > ${orderCount} - 400 then 'Shipped' else 'Delivered' end,
           case when n % 5 = 0 then 'POD' else 'razorpay' end,
           case when n % 5 = 0 then 'not_required' when n % 17 = 0 then 'pending' else 'paid' end,
           'INR', 1, 100000 + (n % 900) * 1000, 100000 + (n % 900) * 1000, 'standard', '{}',
           jsonb_build_object('address', jsonb_build_object('city', 'Bengaluru', 'state', 'Karnataka')),
           now() - make_interval(secs => ((${orderCount} - n)::double precision / ${orderCount}) * 400 * 86400)
      from generate_series(1, ${orderCount}) as n
      join bench_customers on bench_customers.i = n % 20000`);
  await database.db.execute(sql`
    insert into order_lines (order_id, product_id, name, sku, quantity, unit_price, order_status)
    select o.id, (select id from products order by id limit 1), 'Bench ring', 'BENCH-1', 1, o.total, o.status
      from orders o`);
  await database.db.execute(sql`analyze`);
  console.log(
    `${orderCount} orders and ${productCount} products on PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const { app, address, cookie } = await startAdminApi(database, dataDir);

  const firstPage = await fetch(`${address}/api/admin/products?sort=name`, { headers: { cookie } });
  const next = ((await firstPage.json()) as { next: string | null }).next;
  const ordersPage = await fetch(`${address}/api/admin/orders?status=Delivered`, {
    headers: { cookie },
  });
  const ordersFirst = (await ordersPage.json()) as { items: { id: string }[]; next: string | null };
  for (const [name, path] of [
    ['sales', '/api/admin/dashboard/sales'],
    ['work queue', '/api/admin/dashboard/queue'],
    ['products, newest changes', '/api/admin/products'],
    ['products by name, page 2', `/api/admin/products?sort=name&after=${next}`],
    ['products by price, active', '/api/admin/products?sort=price&status=active'],
    ['products, search', '/api/admin/products?q=ring'],
    ['products, low stock', '/api/admin/products?stock=low&sort=stock'],
    ['orders, newest', '/api/admin/orders'],
    ['orders, counts per state', '/api/admin/orders/counts'],
    ['orders delivered, page 2', `/api/admin/orders?status=Delivered&after=${ordersFirst.next}`],
    ['orders to ship, cash', '/api/admin/orders?status=Placed&payment=cash'],
    ['orders of a month', `/api/admin/orders?from=${daysAgo(240)}&to=${daysAgo(210)}`],
    ['orders, search by number', '/api/admin/orders?q=BN-4242'],
    ['orders, search by digits', '/api/admin/orders?q=4242'],
    ['orders, search by name', '/api/admin/orders?q=shopper%20424'],
    ['orders, search by e-mail', '/api/admin/orders?q=shopper4242@bench'],
    ['an order', `/api/admin/orders/${ordersFirst.items[0]?.id}`],
  ] as const) {
    const check = await fetch(`${address}${path}`, { headers: { cookie } });
    const shown = JSON.stringify(await check.json());
    console.log(`\n${name}: ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`);
    const result = await load(
      address,
      { name, method: 'GET', paths: [path], headers: { cookie } },
      { connections, durationSeconds, headers: {} },
    );
    console.log(
      `${name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `${result.errors + result.non2xx} errors (${connections} connections, ${durationSeconds} s)`,
    );
  }
  const plan = await database.db.execute(
    sql`explain (analyze, buffers off, costs off) ${sql.raw(
      `select count(*), sum(total) from orders where created_at >= date_trunc('month', now()) and status in ('Placed', 'Packed', 'Shipped', 'Delivered') and (payment_status = 'paid' or payment_method = 'POD')`,
    )}`,
  );
  console.log('\nthis month’s sales, planned:');
  for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
    console.log(`  ${Object.values(row)[0]}`);
  await app.close();
} finally {
  await database.close();
  await throwaway.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
