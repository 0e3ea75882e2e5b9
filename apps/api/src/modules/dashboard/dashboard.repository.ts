import { sql } from 'drizzle-orm';
import type { SalesSummary, WorkQueue } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';

/** The shop keeps India's days and months (one time zone, UTC+05:30). */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** An order that counts as a sale: not cancelled or released, and paid or cash on delivery. */
const IS_SALE = sql`status in ('Placed', 'Packed', 'Shipped', 'Delivered') and (payment_status = 'paid' or payment_method = 'POD')`;
/** A sale still to pack or ship (the partial index orders_to_ship_idx). */
const TO_SHIP = sql`status in ('Placed', 'Packed') and (payment_status = 'paid' or payment_method = 'POD')`;

/**
 * The dashboard's figures, each one indexed query: sums by `created_at` over this month only
 * (orders_created_id_idx), so they stay fast however many orders the shop has had.
 */
export function createDashboardRepository(db: Db) {
  return {
    async sales(now: Date): Promise<SalesSummary> {
      const result = await db.execute(sql`
        with bounds as (
          select date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) as day,
                 date_trunc('month', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) as month
        ), month_orders as (
          select created_at at time zone ${SHOP_TIME_ZONE} as local_at, total
            from orders, bounds
           where created_at >= bounds.month at time zone ${SHOP_TIME_ZONE}
             and created_at <= ${now}::timestamptz
             and ${IS_SALE}
        )
        select to_char((select day from bounds), 'YYYY-MM-DD') as date,
               count(*) filter (where local_at >= (select day from bounds))::int as today_orders,
               coalesce(sum(total) filter (where local_at >= (select day from bounds)), 0)::bigint as today_revenue,
               count(*)::int as month_orders,
               coalesce(sum(total), 0)::bigint as month_revenue
          from month_orders`);
      const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0] ?? {};
      return {
        date: String(row.date),
        today: { orders: Number(row.today_orders ?? 0), revenue: Number(row.today_revenue ?? 0) },
        month: { orders: Number(row.month_orders ?? 0), revenue: Number(row.month_revenue ?? 0) },
      };
    },

    async workQueue(): Promise<WorkQueue> {
      const result = await db.execute(sql`
        select (select count(*) from orders where ${TO_SHIP})::int as to_ship,
               (select count(*) from products where is_active and stock - low_stock_at <= 0)::int as low_stock,
               (select count(*) from products where is_active and stock = 0)::int as sold_out`);
      const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
      return {
        toShip: Number(row.to_ship ?? 0),
        lowStock: Number(row.low_stock ?? 0),
        soldOut: Number(row.sold_out ?? 0),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
