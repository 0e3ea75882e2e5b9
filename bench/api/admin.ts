/**
 * The back office at scale: 100 000 orders of 20 000 customers over 400 days and a 10 000-product
 * catalogue on PostgreSQL, then each dashboard query alone (its time, one at a time), the
 * dashboard's calls, pages of the product list and of the orders list, an order's page, under
 * load, with plans.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:admin
 *
 * Options: --orders=100000 --products=10000 --duration=10 --connections=8; --only=dashboard
 * times the dashboard's queries and plans only, without the load; --only=search times the back
 * office's search (a common surname, an order number, a phone, a HUID) and the orders list's, with
 * their plans, without the load.
 */
import { sql } from 'drizzle-orm';
import { SALES_PERIODS } from '@aurelle/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import {
  netSalesSummarySql,
  topProductsSql,
} from '../../apps/api/src/modules/dashboard/dashboard.repository.ts';
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
const dashboardOnly = args.only === 'dashboard';
const searchOnly = args.only === 'search';
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
    select 'Bench shopper ' || n || ' ' ||
             (array['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Singh', 'Das', 'Rao', 'Khan', 'Mehta'])[n % 10 + 1],
           'shopper' || n || '@bench.example', (9000000000 + n)::text
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
  // When the money came in: a card order's payment as placed; cash at delivery, three days on,
  // one in 40 collected a tenth short; one delivered order in 29 refunded a quarter.
  await database.db.execute(sql`
    update orders set
      paid_at = case when payment_status = 'paid' then created_at end,
      delivered_at = case when status = 'Delivered' then created_at + interval '3 days' end,
      cash_collected = case when payment_method = 'POD' and status = 'Delivered'
                            then case when substr(order_number, 4)::int % 40 = 0 then total - total / 10 else total end end`);
  await database.db.execute(sql`
    insert into refunds (order_id, amount, currency, method, status, reason, idempotency_key, created_at, processed_at)
    select id, total / 4, 'INR', 'provider', 'processed', 'Returned', 'bench-' || id, delivered_at, delivered_at
      from orders where status = 'Delivered' and substr(order_number, 4)::int % 29 = 0`);
  // Each order's line is one of 200 products, so the top products have some to rank.
  await database.db.execute(sql`
    with some_products as (
      select id, (row_number() over (order by id)) - 1 as i from products order by id limit 200)
    insert into order_lines (order_id, product_id, name, sku, quantity, unit_price, order_status)
    select o.id, p.id, 'Bench ring', 'BENCH-1', 1, o.total, o.status
      from orders o
      join some_products p on p.i = substr(o.order_number, 4)::int % 200`);
  // One order in ten holds a hallmarked piece, by its HUID (H0000A, H00014…).
  await database.db.execute(sql`
    insert into product_pieces (product_id, huid, state, order_id, order_line_id)
    select l.product_id, 'H' || lpad(upper(to_hex(substr(o.order_number, 4)::int)), 5, '0'), 'sold', o.id, l.id
      from orders o join order_lines l on l.order_id = o.id
     where substr(o.order_number, 4)::int % 10 = 0`);
  await database.db.execute(sql`analyze`);
  console.log(
    `${orderCount} orders and ${productCount} products on PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const { app, address, cookie } = await startAdminApi(database, dataDir);
  if (searchOnly) {
    await timeSearches(address, cookie);
    await planSearches();
  } else await timeDashboard(app, address, cookie);
  await app.close();
} finally {
  await database.close();
  await throwaway.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Each call of the back office under load: its answer's start, then its rate and times. */
async function loadEachCall(address: string, cookie: string) {
  const firstPage = await fetch(`${address}/api/admin/products?sort=name`, { headers: { cookie } });
  const next = ((await firstPage.json()) as { next: string | null }).next;
  const ordersPage = await fetch(`${address}/api/admin/orders?status=Delivered`, {
    headers: { cookie },
  });
  const ordersFirst = (await ordersPage.json()) as { items: { id: string }[]; next: string | null };
  for (const [name, path] of [
    ['sales', '/api/admin/dashboard/sales'],
    ['work queue', '/api/admin/dashboard/queue'],
    ['net sales, today', '/api/admin/dashboard/net-sales?days=1'],
    ['net sales, 30 days', '/api/admin/dashboard/net-sales?days=30'],
    ['net sales, 90 days', '/api/admin/dashboard/net-sales?days=90'],
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
}

/** The searches an owner types, through the API one at a time: the median and slowest of 20. */
async function timeSearches(address: string, cookie: string) {
  // A product some orders hold, by its English name: the search reads its orders' lines.
  const named = await database.db.execute(
    sql`select t.name from order_lines l join product_translations t on t.product_id = l.product_id and t.locale = 'en' limit 1`,
  );
  const ordered = (named as unknown as { rows: { name: string }[] }).rows[0]?.name ?? 'ring';
  const searches = [
    ['search, a common surname', '/api/admin/search?q=Sharma'],
    ['search, an order number', '/api/admin/search?q=BN-4242'],
    ['search, part of an order number', '/api/admin/search?q=4242'],
    ['search, a phone with its dial code', '/api/admin/search?q=%2B91%2090000%2004242'],
    ['search, a phone', '/api/admin/search?q=9000004242'],
    ['search, an e-mail', '/api/admin/search?q=shopper4242@bench'],
    ['search, a HUID', '/api/admin/search?q=H01090'],
    ['search, a common word of product names', '/api/admin/search?q=ring'],
    [
      'search, an ordered product by its name',
      `/api/admin/search?q=${encodeURIComponent(ordered)}`,
    ],
    ['orders list, a surname', '/api/admin/orders?q=Sharma'],
    ['orders list, a phone', '/api/admin/orders?q=9000004242'],
    ['orders list, a phone with its dial code', '/api/admin/orders?q=%2B91%2090000%2004242'],
  ];
  console.log('\nsearches, one at a time through the API (20 runs):');
  for (const [name, path] of searches) {
    const call = async () => {
      const res = await fetch(`${address}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { orders?: unknown[]; items?: unknown[] };
    };
    const answer = await call();
    for (let i = 0; i < 2; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const found = (answer.orders ?? answer.items ?? []).length;
    console.log(
      `  ${name}: median ${times[10]?.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms (${found} orders)`,
    );
  }
}

/** The plans of the customers' readings a search makes: each on its trigram index. */
async function planSearches() {
  for (const [name, query] of [
    [
      'customers by phone',
      `select id from customers where (country_code || phone) like '%9000004242%' and erased_at is null limit 50`,
    ],
    [
      'the orders list, by a surname',
      `select o.id from orders o join customers c on c.id = o.customer_id where o.customer_id in (select id from customers where name ilike '%Sharma%') order by o.created_at desc, o.id desc limit 51`,
    ],
    [
      'customers by surname',
      `select id from customers where name ilike '%Sharma%' and erased_at is null limit 50`,
    ],
  ] as const) {
    const plan = await database.db.execute(
      sql`explain (analyze, buffers off, costs off) ${sql.raw(query)}`,
    );
    console.log(`\n${name}, planned:`);
    for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
      console.log(`  ${Object.values(row)[0]}`);
  }
}

/** Each dashboard query alone, the calls under load (unless --only=dashboard), their plans. */
async function timeDashboard(
  app: Awaited<ReturnType<typeof startAdminApi>>['app'],
  address: string,
  cookie: string,
) {
  // Each dashboard query alone, as the dashboard asks it, one at a time: the median and the
  // slowest of 20 runs after 3 to warm up.
  const now = new Date();
  const dashboardQueries: [string, () => Promise<unknown>][] = [
    ['sales (cash owed)', () => app.dashboard.sales(now)],
    ['work queue (to ship, each step, low stock)', () => app.dashboard.workQueue()],
    ...SALES_PERIODS.flatMap((days): [string, () => Promise<unknown>][] => [
      [
        `net sales, ${days} day(s), and by day`,
        () => database.db.execute(netSalesSummarySql(now, days)),
      ],
      [`top products, ${days} day(s)`, () => database.db.execute(topProductsSql(now, days))],
    ]),
  ];
  console.log('\ndashboard queries, one at a time (20 runs):');
  for (const [name, run] of dashboardQueries) {
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}: median ${times[10]?.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms`,
    );
  }

  if (!dashboardOnly) await loadEachCall(address, cookie);
  const plan = await database.db.execute(
    sql`explain (analyze, buffers off, costs off) ${sql.raw(
      `select count(*), sum(total) from orders where created_at >= date_trunc('month', now()) and status in ('Placed', 'Packed', 'Shipped', 'Delivered') and (payment_status = 'paid' or payment_method = 'POD')`,
    )}`,
  );
  console.log('\nthis month’s sales, planned:');
  for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
    console.log(`  ${Object.values(row)[0]}`);
  for (const [name, query] of [
    ['90 days of net sales and by day', netSalesSummarySql(now, '90')],
    ['top products of 90 days', topProductsSql(now, '90')],
  ] as const) {
    const netPlan = await database.db.execute(
      sql`explain (analyze, buffers off, costs off) ${query}`,
    );
    console.log(`\n${name}, planned:`);
    for (const row of (netPlan as unknown as { rows: Record<string, string>[] }).rows)
      console.log(`  ${Object.values(row)[0]}`);
  }
}
