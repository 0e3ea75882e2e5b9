import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../src/config/env.ts';
import { createDashboardRepository } from '../src/modules/dashboard/dashboard.repository.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { PRODUCTION_ENV } from '../test/build-test-app.ts';
import { HISTORY_DAYS, writeDemoHistoryIfDue, type DemoHistorySummary } from './demo-history.ts';
import { prepareDemo } from './seed.ts';

const DAY = 86_400_000;
/** India's offset: the dashboard's days are the shop's. */
const IST = 5.5 * 3_600_000;

type Rows<T> = { rows: T[] };
async function rows<T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

describe('the demo history: three months of orders through the shop services', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Env;
  let summary: DemoHistorySummary | null;
  let now: Date;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'aurelle-history-'));
    env = loadEnv({ DATA_DIR: dataDir });
    database = await createTestDatabase();
    expect(await prepareDemo(database.db, env)).toBe(true);
    summary = await writeDemoHistoryIfDue(database, env);
    now = new Date();
  }, 600_000);

  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes a few hundred orders in every state, once', async () => {
    expect(summary?.orders).toBeGreaterThanOrEqual(200);
    expect(summary?.orders).toBeLessThanOrEqual(400);
    for (const status of ['Placed', 'Packed', 'Shipped', 'Delivered', 'Cancelled'])
      expect(summary?.byStatus[status], status).toBeGreaterThan(0);
    const partial = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from orders where refund_state = 'partial'`,
    );
    expect(partial[0]?.n).toBeGreaterThan(0);
    const methods = await rows<{ payment_method: string }>(
      database,
      sql`select distinct payment_method from orders order by 1`,
    );
    expect(methods.map((m) => m.payment_method)).toEqual(['POD', 'razorpay']);
    const coupons = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from coupon_uses`,
    );
    expect(coupons[0]?.n).toBeGreaterThan(0);
    // Written once: the state says so, and a second start finds nothing to do.
    expect(await writeDemoHistoryIfDue(database, env)).toBeNull();
  });

  it('dates everything in the last three months, in order, and nothing in the future', async () => {
    const [span] = await rows<{ first: Date; last: Date; months: number }>(
      database,
      sql`select min(created_at) as first, max(created_at) as last,
                 count(distinct date_trunc('month', created_at at time zone 'Asia/Kolkata'))::int as months
            from orders`,
    );
    expect(new Date(span?.first ?? 0).getTime()).toBeGreaterThan(
      now.getTime() - (HISTORY_DAYS + 1) * DAY,
    );
    expect(new Date(span?.last ?? Infinity).getTime()).toBeLessThan(now.getTime());
    expect(span?.months).toBeGreaterThanOrEqual(3);
    const disorder = await rows<{ id: string }>(
      database,
      sql`select id from orders
           where paid_at < created_at or packed_at < coalesce(paid_at, created_at)
              or shipped_at < packed_at or delivered_at < shipped_at or cancelled_at < created_at
              or updated_at < created_at`,
    );
    expect(disorder).toEqual([]);
    const future = await rows<{ n: number }>(
      database,
      sql`select (select count(*) from stock_moves where at > now())
               + (select count(*) from invoices where issued_at > now())
               + (select count(*) from credit_notes where issued_at > now())
               + (select count(*) from refunds where created_at > now() - interval '10 minutes')
               + (select count(*) from order_events where at > now() - interval '10 minutes')
               + (select count(*) from audit_log where at > now() - interval '10 minutes') as n`,
    );
    expect(Number(future[0]?.n)).toBe(0);
    // Order numbers follow the order they were placed in.
    const numbers = await rows<{ order_number: string }>(
      database,
      sql`select order_number from orders order by created_at`,
    );
    const values = numbers.map((row) => Number(row.order_number.slice(3)));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('ships with tracking and an invoice, refunds with a credit note, numbered in date order', async () => {
    const shipped = await rows<{ status: string; tracking: string | null; invoices: number }>(
      database,
      sql`select o.status, o.tracking_number as tracking,
                 (select count(*)::int from invoices i where i.order_id = o.id) as invoices
            from orders o`,
    );
    for (const order of shipped) {
      const sent = order.status === 'Shipped' || order.status === 'Delivered';
      expect(order.invoices, order.status).toBe(sent ? 1 : 0);
      expect(Boolean(order.tracking), order.status).toBe(sent);
    }
    const refunds = await rows<{ processed: number; notes: number; invoiced: number }>(
      database,
      sql`select count(*) filter (where r.status = 'processed')::int as processed,
                 (select count(*)::int from credit_notes) as notes,
                 count(*) filter (where r.status = 'processed'
                   and exists (select 1 from invoices i where i.order_id = r.order_id))::int as invoiced
            from refunds r`,
    );
    expect(refunds[0]?.processed).toBeGreaterThan(0);
    expect(refunds[0]?.notes).toBe(refunds[0]?.invoiced);
    for (const table of ['invoices', 'credit_notes']) {
      const documents = await rows<{ number: string; financial_year: string }>(
        database,
        sql`select number, financial_year from ${sql.identifier(table)} order by issued_at, number`,
      );
      expect(documents.length, table).toBeGreaterThan(0);
      const serials = new Map<string, number>();
      for (const document of documents) {
        const serial = Number(document.number.split('/').at(-1)?.replace(/\D/g, ''));
        expect(serial, document.number).toBe((serials.get(document.financial_year) ?? 0) + 1);
        serials.set(document.financial_year, serial);
      }
    }
    // Their PDFs are drawn when first asked for, and nobody is e-mailed about the past.
    const pending = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from jobs where done_at is null`,
    );
    expect(pending[0]?.n).toBe(0);
    const drawn = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from invoices where pdf is not null`,
    );
    expect(drawn[0]?.n).toBe(0);
  });

  it("keeps the stock ledger whole: each variant's moves add up to its stock, never below zero", async () => {
    const mismatched = await rows<{ id: string; stock: number; moved: number }>(
      database,
      sql`select v.id, v.stock, coalesce(sum(m.change), 0)::int as moved
            from product_variants v left join stock_moves m on m.variant_id = v.id
           group by v.id, v.stock
          having v.stock <> coalesce(sum(m.change), 0)`,
    );
    expect(mismatched).toEqual([]);
    const negative = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from product_variants where stock < 0`,
    );
    expect(negative[0]?.n).toBe(0);
    const received = await rows<{ n: number; staff: number }>(
      database,
      sql`select count(*)::int as n, count(staff_id)::int as staff from stock_moves
           where reason = 'received' and note = 'Goods received for the season'`,
    );
    expect(received[0]?.n).toBeGreaterThan(0);
    expect(received[0]?.staff).toBe(0);
  });

  it("gives the dashboard's 90 days the net sales the orders add up to", async () => {
    const orders = await rows<{
      status: string;
      payment_method: string;
      payment_status: string;
      total: number;
      cash_collected: number | null;
      paid_at: Date | null;
      created_at: Date;
      delivered_at: Date | null;
      refunded: number;
    }>(
      database,
      sql`select o.status, o.payment_method, o.payment_status, o.total, o.cash_collected,
                 o.paid_at, o.created_at, o.delivered_at,
                 coalesce((select sum(amount) from refunds r
                            where r.order_id = o.id and r.status <> 'failed'), 0)::int as refunded
            from orders o`,
    );
    const at = now;
    const todayStart = Math.floor((at.getTime() + IST) / DAY) * DAY - IST;
    const from = todayStart - 89 * DAY;
    let expected = 0;
    let counted = 0;
    for (const order of orders) {
      if (order.status === 'Cancelled' || order.status === 'Released') continue;
      const cash = order.payment_method === 'POD';
      const soldAt = cash
        ? order.cash_collected && order.cash_collected > 0
          ? order.delivered_at
          : null
        : order.payment_status === 'paid'
          ? (order.paid_at ?? order.created_at)
          : null;
      if (!soldAt) continue;
      const time = new Date(soldAt).getTime();
      if (time < from || time > at.getTime()) continue;
      const received = cash ? Number(order.cash_collected) : Number(order.total);
      const net = Math.max(received - Number(order.refunded), 0);
      expected += net;
      if (net > 0) counted++;
    }
    const sales = await createDashboardRepository(database.db).netSales(at, '90');
    expect(expected).toBeGreaterThan(0);
    expect(sales.current.net).toBe(expected);
    expect(sales.current.orders).toBe(counted);
    // Each of the three months the chart draws has sales.
    const months = new Map<string, number>();
    for (const day of sales.daily)
      months.set(day.date.slice(0, 7), (months.get(day.date.slice(0, 7)) ?? 0) + day.net);
    const withSales = [...months.values()].filter((net) => net > 0);
    expect(withSales.length).toBeGreaterThanOrEqual(3);
  });

  it('writes no order in production, whatever SEED_DEMO says', async () => {
    const production = loadEnv({ ...PRODUCTION_ENV, DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const fresh = await createTestDatabase();
    try {
      expect(await prepareDemo(fresh.db, production)).toBe(true);
      expect(await writeDemoHistoryIfDue(fresh, production)).toBeNull();
      const counts = await rows<{ orders: number; customers: number; marker: number }>(
        fresh,
        sql`select (select count(*)::int from orders) as orders,
                   (select count(*)::int from customers) as customers,
                   (select count(*)::int from admin_settings where key = 'demo_history') as marker`,
      );
      expect(counts[0]).toEqual({ orders: 0, customers: 0, marker: 0 });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
