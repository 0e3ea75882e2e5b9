import * as z from 'zod/mini';

/**
 * Orders placed in the period that count as sales (not cancelled or released; paid, or cash on
 * delivery), and what was received for them, INR paise: each card payment captured and the cash
 * collected at each delivery, never more than an order's total. Cash not yet collected is not
 * received.
 */
const salesSchema = z.object({ orders: z.number(), received: z.number() });

export const salesSummarySchema = z.object({
  today: salesSchema,
  month: salesSchema,
  /**
   * Cash still owed, whenever the orders were placed: cash-on-delivery orders delivered with less
   * collected than their total, and the sum of the differences (INR paise).
   */
  owed: z.object({ orders: z.number(), amount: z.number() }),
  /** The day the figures are for, in the shop's time zone (India). */
  date: z.string(),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const workQueueSchema = z.object({
  /** Paid or cash-on-delivery orders not yet shipped. */
  toShip: z.number(),
  /** Active products at or under their low-stock threshold, sold-out ones included. */
  lowStock: z.number(),
  soldOut: z.number(),
  /**
   * Orders waiting at each step: paid or cash-on-delivery orders to pack (`placed`) and to ship
   * (`packed`), shipped ones not yet delivered, and card orders placed but not paid.
   */
  steps: z.object({
    placed: z.number(),
    packed: z.number(),
    shipped: z.number(),
    unpaid: z.number(),
  }),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** The periods the dashboard compares: today, the last 7, 30 and 90 days (today included). */
export const SALES_PERIODS = ['1', '7', '30', '90'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const netSalesQuerySchema = z.object({
  days: z._default(z.enum(SALES_PERIODS, { error: 'Choose today, 7, 30 or 90 days.' }), '7'),
});
export type NetSalesQuery = z.infer<typeof netSalesQuerySchema>;

/**
 * Net sales of a period, INR paise: for each order whose money came in during it (a card payment
 * when captured; cash on delivery when collected, never when placed), what was received less what
 * was refunded, and no cancelled order. `orders` counts the orders with something left after
 * refunds; `average` is the net divided by them, rounded to the paisa.
 */
const netFiguresSchema = z.object({ net: z.number(), orders: z.number(), average: z.number() });
export type NetFigures = z.infer<typeof netFiguresSchema>;

export const netSalesSchema = z.object({
  days: z.enum(SALES_PERIODS),
  /** The period's first day and today, in the shop's time zone (India). */
  from: z.string(),
  to: z.string(),
  current: netFiguresSchema,
  /** The same length just before, up to the same hour: the figures to compare with. */
  previous: netFiguresSchema,
  /** Each day's net sales, oldest first: the period's days, at least the last 7. */
  daily: z.array(z.object({ date: z.string(), net: z.number(), orders: z.number() })),
  /** The period's products that sold most, by net sales of their lines, at most 5. */
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: z.number(), net: z.number() }),
  ),
});
export type NetSales = z.infer<typeof netSalesSchema>;
