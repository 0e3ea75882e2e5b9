import * as z from 'zod/mini';

/** Orders that count as sales: placed and paid, or cash on delivery. In INR paise. */
const salesSchema = z.object({ orders: z.number(), revenue: z.number() });

export const salesSummarySchema = z.object({
  today: salesSchema,
  month: salesSchema,
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
