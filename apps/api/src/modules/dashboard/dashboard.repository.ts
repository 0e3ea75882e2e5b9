import { sql } from 'drizzle-orm';
import type { SalesSummary, WorkQueue } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { LOW_STOCK_VARIANTS } from '../stock/low-stock.sql.ts';

/** The shop keeps India's days and months (one time zone, UTC+05:30). */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** An order that counts as a sale: not cancelled or released, and paid or cash on delivery. */
const IS_SALE = sql`status in ('Placed', 'Packed', 'Shipped', 'Delivered') and (payment_status = 'paid' or payment_method = 'POD')`;
/**
 * What was received for an order: the card payment captured, or the cash collected at delivery
 * (none before), never more than the total.
 */
const RECEIVED = sql`least(total, case when payment_method = 'POD' then coalesce(cash_collected, 0) when payment_status = 'paid' then total else 0 end)`;
/** A sale still to pack or ship (the partial index orders_to_ship_idx). */
const TO_SHIP = sql`status in ('Placed', 'Packed') and (payment_status = 'paid' or payment_method = 'POD')`;

/**
 * The dashboard's figures, each one indexed query: sums by `created_at` over this month only
 * (orders_created_id_idx), and the cash owed over the few orders collected short
 * (orders_balance_due_idx), so they stay fast however many orders the shop has had.
 */
export function createDashboardRepository(db: Db) {
  return {
    async sales(now: Date): Promise<SalesSummary> {
      const result = await db.execute(sql`
        with bounds as (
          select date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) as day,
                 date_trunc('month', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) as month
        ), month_orders as (
          select created_at at time zone ${SHOP_TIME_ZONE} as local_at, ${RECEIVED} as received
            from orders, bounds
           where created_at >= bounds.month at time zone ${SHOP_TIME_ZONE}
             and created_at <= ${now}::timestamptz
             and ${IS_SALE}
        )
        select to_char((select day from bounds), 'YYYY-MM-DD') as date,
               count(*) filter (where local_at >= (select day from bounds))::int as today_orders,
               coalesce(sum(received) filter (where local_at >= (select day from bounds)), 0)::bigint as today_received,
               count(*)::int as month_orders,
               coalesce(sum(received), 0)::bigint as month_received,
               (select count(*) from orders where cash_collected < total)::int as owed_orders,
               (select coalesce(sum(total - cash_collected), 0) from orders where cash_collected < total)::bigint as owed_amount
          from month_orders`);
      const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0] ?? {};
      return {
        date: String(row.date),
        today: { orders: Number(row.today_orders ?? 0), received: Number(row.today_received ?? 0) },
        month: { orders: Number(row.month_orders ?? 0), received: Number(row.month_received ?? 0) },
        owed: { orders: Number(row.owed_orders ?? 0), amount: Number(row.owed_amount ?? 0) },
      };
    },

    async workQueue(): Promise<WorkQueue> {
      const result = await db.execute(sql`
        select (select count(*) from orders where ${TO_SHIP})::int as to_ship,
               (select count(*) from ${LOW_STOCK_VARIANTS})::int as low_stock,
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
