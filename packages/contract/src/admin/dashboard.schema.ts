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
});
export type WorkQueue = z.infer<typeof workQueueSchema>;
