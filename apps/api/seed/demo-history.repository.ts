import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  DEMO_HISTORY_KEY,
  type DemoHistoryState,
} from '../src/modules/health/health.repository.ts';
import {
  addresses,
  adminSettings,
  customers,
  productVariants,
  products,
} from '../src/db/schema/index.ts';

/** A product's variant in stock, as a cart names it: the product and its chosen values. */
export type DemoProduct = {
  productId: string;
  variantId: string;
  choice: { optionValue: string }[];
  stock: number;
  /** Its price when the seed runs, in paise (a metal-priced product's moves with the rates). */
  price: number;
};

/** A demo customer as the history's orders name them. */
export type DemoCustomerRow = {
  id: string;
  addressId: string;
  name: string;
  email: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
};

/**
 * One step of the history: the real time it ran in (`from`–`to`, epoch milliseconds) and the
 * time it stands for (`at`).
 */
export type Window = { from: number; to: number; at: number };

/**
 * What the history's steps write, table by table; each one's timestamp columns are read from the
 * database itself, so a column added later is dated too.
 */
const HISTORY_TABLES: Record<string, string> = {
  orders: 'id',
  order_lines: 'order_id',
  order_events: 'order_id',
  payments: 'order_id',
  refunds: 'order_id',
  coupon_uses: 'order_id',
  stock_moves: 'order_id',
  invoices: 'order_id',
  credit_notes: 'order_id',
  audit_log: 'entity_id',
};

/** The variants the shop sells, active products only, in a stable order. */
export async function demoProducts(db: Db): Promise<DemoProduct[]> {
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      key: productVariants.key,
      stock: productVariants.stock,
      price: sql<number>`(${products.price} + ${productVariants.priceDelta})::int`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, 'active'), gt(productVariants.stock, 0)))
    .orderBy(asc(products.sku), asc(productVariants.key));
  return rows.map((row) => ({
    productId: row.productId,
    variantId: row.variantId,
    choice:
      row.key === ''
        ? []
        : (JSON.parse(row.key) as string[]).map((value) => ({ optionValue: value })),
    stock: row.stock,
    price: Number(row.price),
  }));
}

/** The demo's customers, each with one address, signed up on the day `joinedAt` says. */
export async function addDemoCustomers(
  db: Db,
  people: readonly { name: string; email: string; phone: string; city: number }[],
  cities: readonly {
    city: string;
    state: string;
    isoState: string;
    zipCode: string;
    street: string;
  }[],
  joinedAt: (index: number) => Date,
): Promise<DemoCustomerRow[]> {
  const rows = await db
    .insert(customers)
    .values(
      people.map((person, i) => ({
        name: person.name,
        email: person.email,
        phone: person.phone,
        createdAt: joinedAt(i),
      })),
    )
    .returning({ id: customers.id, email: customers.email, createdAt: customers.createdAt });
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const values = people.map((person, i) => {
    const place = cities[person.city % cities.length];
    const row = byEmail.get(person.email);
    if (!place || !row) throw new Error('seed: a demo customer was not written');
    return {
      customerId: row.id,
      name: person.name,
      phone: person.phone,
      address1: `${10 + ((i * 7) % 180)} ${place.street}`,
      city: place.city,
      state: place.state,
      country: 'India',
      zipCode: place.zipCode,
      label: 'Home' as const,
      isoCountry: 'IN',
      isoState: place.isoState,
      createdAt: row.createdAt,
    };
  });
  const saved = await db
    .insert(addresses)
    .values(values)
    .returning({ id: addresses.id, customerId: addresses.customerId });
  const addressOf = new Map(saved.map((row) => [row.customerId, row.id]));
  return values.map((value, i) => ({
    id: value.customerId,
    addressId: addressOf.get(value.customerId) ?? '',
    name: value.name,
    email: people[i]?.email ?? '',
    phone: value.phone,
    address1: value.address1,
    city: value.city,
    state: value.state,
    zipCode: value.zipCode,
  }));
}

/**
 * Dates the history, in the caller's transaction: every timestamp a step's services wrote with the
 * database's `now()` (inside that step's window of real time) moves to the step's own time, keeping
 * its distance from the step's start; the rows written by no staff account lose the placeholder
 * id; the jobs the steps queued (e-mails, documents' PDFs) are dropped: the e-mails belong to the
 * past, and a document's PDF is drawn when first asked for.
 */
export async function dateDemoHistory(
  tx: Db,
  windows: readonly Window[],
  placeholderStaffId: string,
  customerIds: readonly string[],
  receiptNote: string,
) {
  const first = windows[0];
  if (!first || customerIds.length === 0) return;
  const since = new Date(first.from).toISOString();
  const steps = JSON.stringify(
    windows.map((w) => ({ from_at: new Date(w.from).toISOString(), shift_ms: w.at - w.from })),
  );
  await tx.execute(sql`create temporary table demo_steps (
      from_at timestamptz primary key, shift interval not null) on commit drop`);
  await tx.execute(sql`insert into demo_steps
      select s.from_at, make_interval(secs => s.shift_ms / 1000.0)
        from jsonb_to_recordset(${steps}::jsonb) as s(from_at timestamptz, shift_ms float8)
      on conflict do nothing`);
  // Only the demo customers' orders move: the shop may be taking real orders meanwhile.
  await tx.execute(sql`create temporary table demo_orders (id text primary key) on commit drop`);
  await tx.execute(sql`insert into demo_orders select id::text from orders
      where customer_id in (${sql.join(
        customerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  const columns = (await tx.execute(sql`
      select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and data_type = 'timestamp with time zone'
         and table_name in (${sql.join(
           Object.keys(HISTORY_TABLES).map((name) => sql`${name}`),
           sql`, `,
         )})
       order by table_name, column_name`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  for (const { table_name: table, column_name: column } of columns.rows) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const owner = sql.identifier(HISTORY_TABLES[table] ?? 'order_id');
    await tx.execute(sql`update ${t} set ${c} = ${c} + (
        select shift from demo_steps where from_at <= ${t}.${c} order by from_at desc limit 1)
      where ${c} >= ${since}::timestamptz and ${t}.${owner}::text in (select id from demo_orders)`);
  }
  // The goods received for the history are its own stock moves, with no order.
  await tx.execute(sql`update stock_moves set at = at + (
      select shift from demo_steps where from_at <= stock_moves.at order by from_at desc limit 1)
    where at >= ${since}::timestamptz and order_id is null and reason = 'received'
      and note = ${receiptNote}`);
  for (const table of ['stock_moves', 'refunds', 'order_events'] as const)
    await tx.execute(
      sql`update ${sql.identifier(table)} set staff_id = null where staff_id = ${placeholderStaffId}`,
    );
}

/**
 * Drops the jobs one step queued for an order (its e-mails, its documents' PDFs): the e-mails
 * belong to the past, and a document's PDF is drawn when first asked for.
 */
export async function dropOrderJobs(db: Db, orderId: string) {
  await db.execute(sql`delete from jobs
      where done_at is null and (payload->>'orderId' = ${orderId}
         or (kind = 'tax-document.render' and payload->>'id' in (
               select id::text from invoices where order_id = ${orderId}
               union all select id::text from credit_notes where order_id = ${orderId})))`);
}

/** Moves the state from `from` (none: a new row) to `to`; false when another run moved it first. */
export async function moveHistoryState(
  db: Db,
  from: DemoHistoryState | null,
  to: DemoHistoryState,
  detail: Record<string, unknown> = {},
): Promise<boolean> {
  if (from === null) {
    const added = await db
      .insert(adminSettings)
      .values({ key: DEMO_HISTORY_KEY, value: { state: to, ...detail } })
      .onConflictDoNothing()
      .returning({ key: adminSettings.key });
    return added.length > 0;
  }
  const moved = await db
    .update(adminSettings)
    .set({ value: { state: to, ...detail }, updatedAt: sql`now()` })
    .where(
      and(eq(adminSettings.key, DEMO_HISTORY_KEY), sql`${adminSettings.value}->>'state' = ${from}`),
    )
    .returning({ key: adminSettings.key });
  return moved.length > 0;
}

/** How many orders stand in each state. */
export async function ordersByStatus(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql`select status, count(*)::int as n from orders group by status order by status`,
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.status, row.n]));
}
