import { sql, type SQL } from 'drizzle-orm';
import type { NetFigures, NetSales, SalesPeriod, SalesSummary, WorkQueue } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { ORDER_SOLD_AT } from '../../db/schema/commerce.ts';
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
/**
 * The net sales rule, in one place: SQL to select from (alias `sale`), one row per order that
 * became a sale at or after `from` and at or before `to` (timestamptz), with
 * - `sold_at`: when its money came in (a card payment captured; cash on delivery when collected
 *   at delivery, never when placed; a cancelled order never);
 * - `received`: the card order's total, or the cash the courier collected (a shortfall is not
 *   received);
 * - `net`: what was received less every refund that did not fail, never below zero.
 * Columns: order_id, sold_at, received, subtotal, net.
 */
export function netSaleOrders(from: SQL, to: SQL): SQL {
  // Refunds are few beside orders: summed once per order, then joined by hash.
  return sql`(
    select o.id as order_id, o.sold_at, o.received, o.subtotal,
           greatest(o.received - coalesce(r.refunded, 0), 0)::bigint as net
      from (select id, subtotal, ${ORDER_SOLD_AT} as sold_at,
                   case when payment_method = 'POD' then coalesce(cash_collected, 0) else total end as received
              from orders
             where ${ORDER_SOLD_AT} >= ${from} and ${ORDER_SOLD_AT} <= ${to}) o
      left join (select order_id, sum(amount) as refunded from refunds
                  where status <> 'failed' group by order_id) r on r.order_id = o.id
  ) sale`;
}

/** The chart shows at least a week, whatever the period. */
const CHART_MIN_DAYS = 7;
/** How many products the top list shows. */
const TOP_PRODUCTS = 5;

type Rows<T> = { rows: T[] };
type NetSalesRow = {
  today: string;
  first_day: string;
  net: string | number;
  orders: number;
  previous_net: string | number;
  previous_orders: number;
  daily: { date: string; net: string | number; orders: number }[] | null;
};
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Net sales, the orders left after refunds, and the average order (rounded to the paisa). */
function figures(net: unknown, orders: unknown): NetFigures {
  const total = Number(net ?? 0);
  const count = Number(orders ?? 0);
  return { net: total, orders: count, average: count > 0 ? Math.round(total / count) : 0 };
}

/** A sale still to pack or ship (the partial index orders_to_ship_idx). */
const TO_SHIP = sql`status in ('Placed', 'Packed') and (payment_status = 'paid' or payment_method = 'POD')`;

/** The days a period reads: its own, the one before to the same hour, and the chart's. */
function periodBounds(now: Date, days: SalesPeriod) {
  const length = Number(days);
  const chartDays = Math.max(length, CHART_MIN_DAYS);
  const today = sql`date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE})`;
  const dayStart = (back: number) =>
    sql`((${today} - make_interval(days => ${back})) at time zone ${SHOP_TIME_ZONE})`;
  const end = sql`${now}::timestamptz`;
  const start = dayStart(length - 1);
  const previousStart = dayStart(2 * length - 1);
  const previousEnd = sql`(${end} - make_interval(days => ${length}))`;
  const chartStart = dayStart(chartDays - 1);
  return { length, chartDays, today, end, start, previousStart, previousEnd, chartStart };
}

/**
 * A period's net sales against the one before, and each day's for the chart, in one pass over
 * the orders sold from the earliest day either needs.
 */
export function netSalesSummarySql(now: Date, days: SalesPeriod): SQL {
  const { length, chartDays, today, end, start, previousStart, previousEnd, chartStart } =
    periodBounds(now, days);
  return sql`
    with sold as materialized (
      select sold_at, (sold_at at time zone ${SHOP_TIME_ZONE})::date as day, net
        from ${netSaleOrders(sql`least(${previousStart}, ${chartStart})`, end)}
    ), by_day as (
      select day, sum(net)::bigint as net, (count(*) filter (where net > 0))::int as orders
        from sold group by day
    ), daily as (
      select series.d::date as day, coalesce(by_day.net, 0) as net,
             coalesce(by_day.orders, 0) as orders
        from generate_series((${today} - make_interval(days => ${chartDays - 1}))::date,
                             ${today}::date, interval '1 day') as series(d)
        left join by_day on by_day.day = series.d::date
    ), totals as (
      select coalesce(sum(net) filter (where sold_at >= ${start}), 0)::bigint as net,
             (count(*) filter (where sold_at >= ${start} and net > 0))::int as orders,
             coalesce(sum(net) filter (where sold_at >= ${previousStart}
                                         and sold_at <= ${previousEnd}), 0)::bigint as previous_net,
             (count(*) filter (where sold_at >= ${previousStart} and sold_at <= ${previousEnd}
                                 and net > 0))::int as previous_orders
        from sold
    )
    select to_char(${today}, 'YYYY-MM-DD') as today,
           to_char(${today} - make_interval(days => ${length - 1}), 'YYYY-MM-DD') as first_day,
           totals.net, totals.orders, totals.previous_net, totals.previous_orders,
           (select json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'net', net,
                                              'orders', orders) order by day)
              from daily) as daily
      from totals`;
}

/**
 * The period's products that sold most: a line's share of its order's net (by its part of the
 * subtotal), so refunds, discounts and shortfalls lower each line alike.
 */
export function topProductsSql(now: Date, days: SalesPeriod): SQL {
  const { start, end } = periodBounds(now, days);
  return sql`
    select l.product_id, max(l.name) as name, sum(l.quantity)::int as quantity,
           round(sum(l.quantity * l.unit_price * sale.net::numeric
                     / nullif(sale.subtotal, 0)))::bigint as net
      from ${netSaleOrders(start, end)}
      join order_lines l on l.order_id = sale.order_id
     where sale.net > 0
     group by l.product_id
     order by net desc, name
     limit ${TOP_PRODUCTS}`;
}

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

    /**
     * Net sales (the rule in `netSaleOrders`) of the last `days` days, today included, against
     * the same length before up to the same hour; each day's net for the chart; the top products.
     * Every figure reads the orders sold in the window through orders_sold_at_idx.
     */
    async netSales(now: Date, days: SalesPeriod): Promise<NetSales> {
      const row = rowsOf<NetSalesRow>(await db.execute(netSalesSummarySql(now, days)))[0];
      const top = rowsOf<{ product_id: string; name: string; quantity: number; net: string }>(
        await db.execute(topProductsSql(now, days)),
      );
      return {
        days,
        from: String(row?.first_day),
        to: String(row?.today),
        current: figures(row?.net, row?.orders),
        previous: figures(row?.previous_net, row?.previous_orders),
        daily: (row?.daily ?? []).map((day) => ({
          date: day.date,
          net: Number(day.net),
          orders: Number(day.orders),
        })),
        topProducts: top.map((row) => ({
          productId: row.product_id,
          name: row.name,
          quantity: Number(row.quantity),
          net: Number(row.net),
        })),
      };
    },

    async workQueue(): Promise<WorkQueue> {
      const result = await db.execute(sql`
        select (select count(*) from orders where ${TO_SHIP})::int as to_ship,
               (select count(*) from ${LOW_STOCK_VARIANTS})::int as low_stock,
               (select count(*) from products where is_active and stock = 0)::int as sold_out,
               (select count(*) from orders where ${TO_SHIP} and status = 'Placed')::int as placed,
               (select count(*) from orders where ${TO_SHIP} and status = 'Packed')::int as packed,
               (select count(*) from orders where status = 'Shipped')::int as shipped,
               (select count(*) from orders
                 where payment_method = 'razorpay' and status = 'Placed' and payment_status <> 'paid')::int as unpaid`);
      const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
      return {
        toShip: Number(row.to_ship ?? 0),
        lowStock: Number(row.low_stock ?? 0),
        soldOut: Number(row.sold_out ?? 0),
        steps: {
          placed: Number(row.placed ?? 0),
          packed: Number(row.packed ?? 0),
          shipped: Number(row.shipped ?? 0),
          unpaid: Number(row.unpaid ?? 0),
        },
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
