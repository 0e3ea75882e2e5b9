import * as z from 'zod/mini';

/**
 * Why a product's stock changed: each change is a row of the stock ledger. `sold` and
 * `order_cancelled` are written by orders; staff adjust with the others.
 */
export const STOCK_REASONS = [
  'received',
  'sold',
  'returned',
  'damaged',
  'correction',
  'order_cancelled',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const MANUAL_STOCK_REASONS = ['received', 'returned', 'damaged', 'correction'] as const;

export const stockMessages = {
  changeInvalid: 'Enter a whole number of pieces other than 0',
  belowZero: 'Stock cannot go below 0',
  noteLong: 'Use at most 500 characters',
  productNotFound: 'No such product',
  variantNotFound: 'No such variant of this product',
  thresholdInvalid: 'Enter a whole number from 0 to 10000',
} as const;

/**
 * A manual change: units in (positive) or out (negative), with its reason and a note. Without a
 * variant it is the product's own stock (for a product with options: not counted per size).
 */
export const stockAdjustmentBodySchema = z.object({
  productId: z.uuid(),
  variantId: z.optional(z.uuid()),
  change: z.number().check(
    z.int(stockMessages.changeInvalid),
    z.minimum(-100_000, stockMessages.changeInvalid),
    z.maximum(100_000, stockMessages.changeInvalid),
    z.refine((n) => n !== 0, stockMessages.changeInvalid),
  ),
  reason: z.enum(MANUAL_STOCK_REASONS),
  note: z.optional(z.string().check(z.maxLength(500, stockMessages.noteLong))),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBodySchema>;

/** A product's stock and threshold, or a variant's when the change named one. */
export const stockLevelSchema = z.object({
  productId: z.string(),
  variantId: z.optional(z.string()),
  stock: z.number(),
  lowStockAt: z.number(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/**
 * An active product at or under its low-stock threshold (sold-out ones first); for a product
 * with options, one of its combinations, at or under its own (its stock: its own and the
 * product's not yet counted per size).
 */
export const lowStockItemSchema = z.object({
  productId: z.string(),
  /** The combination, or null for a product without options. */
  variantId: z.nullable(z.string()),
  /** The combination in words, "Ring size: 12 · Metal: Rose gold", or null. */
  options: z.nullable(z.string()),
  name: z.string(),
  sku: z.string(),
  stock: z.number(),
  lowStockAt: z.number(),
  image: z.nullable(z.string()),
});
export const lowStockListSchema = z.object({ items: z.array(lowStockItemSchema) });
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

export const productIdParamsSchema = z.object({ productId: z.uuid() });

export const stockMoveSchema = z.object({
  id: z.string(),
  at: z.string(),
  change: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.nullable(z.string()),
  /** Who adjusted it by hand, or null (an order, the system). */
  actor: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  /** The combination whose stock moved (its SKU), or null for the product's own stock. */
  variantSku: z.nullable(z.string()),
});
export type StockMove = z.infer<typeof stockMoveSchema>;
export const stockHistorySchema = z.object({
  productId: z.string(),
  name: z.string(),
  stock: z.number(),
  lowStockAt: z.number(),
  /** Its stock is its pieces, received by HUID rather than adjusted by hand. */
  hallmarked: z.boolean(),
  /** Newest first, the last 100. */
  moves: z.array(stockMoveSchema),
});
export type StockHistory = z.infer<typeof stockHistorySchema>;

export const lowStockThresholdBodySchema = z.object({
  lowStockAt: z
    .number()
    .check(
      z.int(stockMessages.thresholdInvalid),
      z.minimum(0, stockMessages.thresholdInvalid),
      z.maximum(10_000, stockMessages.thresholdInvalid),
    ),
});
