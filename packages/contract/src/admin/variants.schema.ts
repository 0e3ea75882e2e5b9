import * as z from 'zod/mini';
import { SKU_PATTERN, catalogMessages } from './catalog.schema.ts';
import { trimmedString } from './fields.ts';

/** The largest price supplement a combination may have, either way: ₹2,00,00,000 in paise. */
export const MAX_PRICE_DELTA_PAISE = 2_000_000_000;
/** The most pieces a count per size moves at once. */
export const MAX_COUNT_PIECES = 100_000;

export const variantMessages = {
  variantNotFound: 'No such variant of this product',
  implicitVariant:
    'This is the stock not counted per size: the product’s own SKU and threshold are on its form',
  skuTaken: 'Another product or variant already has this SKU',
  priceDeltaInvalid: 'Enter a whole number of paise',
  thresholdInvalid: 'Enter a whole number from 0 to 10000',
  quantityInvalid: `Enter a whole number of pieces from 1 to ${MAX_COUNT_PIECES}`,
  notACombination: 'Choose one of the product’s sizes or combinations',
  moreThanNotCounted: (notCounted: number) =>
    `Only ${notCounted} ${notCounted === 1 ? 'piece is' : 'pieces are'} not counted per size`,
  holdsStock: (combination: string, stock: number) =>
    `${combination} holds ${stock} in stock: set its stock to 0 (with a reason) before removing it`,
  hallmarkedCount: 'This product is hallmarked: its pieces are given their size by HUID',
  noteLong: 'Use at most 500 characters',
} as const;

/** One option of a combination, in English words: "Ring size", "12". */
export const variantOptionSchema = z.object({ name: z.string(), value: z.string() });
export type VariantOption = z.infer<typeof variantOptionSchema>;

/**
 * One combination of a product's option values (a size, a size in a metal): its own SKU, stock,
 * low-stock threshold and price supplement. `offered` is false for a combination whose value was
 * removed from the product's options: it is kept with its history, and sells no more.
 */
export const adminVariantSchema = z.object({
  id: z.string(),
  /** The values sorted, as a cart line's `variantKey` writes them. */
  key: z.string(),
  options: z.array(variantOptionSchema),
  /** The options as one line: "Ring size: 12 · Metal: Rose gold". */
  label: z.string(),
  sku: z.string(),
  stock: z.number(),
  lowStockAt: z.number(),
  /** Added to the product's price, paise (0 or more, or less where the price stays ≥ 0). */
  priceDelta: z.number(),
  offered: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/**
 * A product's variants as the back office edits them. A product without options has none to
 * show (its one variant is the product itself). `notCounted` is the stock of a product with
 * options not yet counted per size: it sells for any combination until moved to one.
 */
export const productVariantsSchema = z.object({
  productId: z.string(),
  hasOptions: z.boolean(),
  hallmarked: z.boolean(),
  /** The product's price now, paise: a supplement may not take it below 0. */
  price: z.number(),
  notCounted: z.number(),
  variants: z.array(adminVariantSchema),
});
export type ProductVariants = z.infer<typeof productVariantsSchema>;

export const productVariantParamsSchema = z.object({ id: z.uuid(), variantId: z.uuid() });

/** A combination's own fields: its SKU (unique among products and variants), supplement, threshold. */
export const variantUpdateBodySchema = z.object({
  sku: z.pipe(trimmedString, z.string().check(z.regex(SKU_PATTERN, catalogMessages.skuInvalid))),
  priceDelta: z
    .number()
    .check(
      z.int(variantMessages.priceDeltaInvalid),
      z.minimum(-MAX_PRICE_DELTA_PAISE, variantMessages.priceDeltaInvalid),
      z.maximum(MAX_PRICE_DELTA_PAISE, variantMessages.priceDeltaInvalid),
    ),
  lowStockAt: z
    .number()
    .check(
      z.int(variantMessages.thresholdInvalid),
      z.minimum(0, variantMessages.thresholdInvalid),
      z.maximum(10_000, variantMessages.thresholdInvalid),
    ),
});
export type VariantUpdateBody = z.infer<typeof variantUpdateBodySchema>;

/** Pieces of the stock not counted per size that are counted as this combination's. */
export const countPerSizeBodySchema = z.object({
  quantity: z
    .number()
    .check(
      z.int(variantMessages.quantityInvalid),
      z.minimum(1, variantMessages.quantityInvalid),
      z.maximum(MAX_COUNT_PIECES, variantMessages.quantityInvalid),
    ),
  note: z.optional(z.string().check(z.maxLength(500, variantMessages.noteLong))),
});
export type CountPerSizeBody = z.infer<typeof countPerSizeBodySchema>;
