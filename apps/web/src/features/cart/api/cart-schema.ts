import * as z from 'zod/mini';

/**
 * GET /customer/cart as spec §3 reads it, trimmed to what the badge and the drawer frame use.
 * Web-only and lenient: packages/contract has no cart schema yet; the cart issue replaces it.
 */
export const cartLineSchema = z.object({
  _id: z.optional(z.string()),
  product_id: z.optional(z.string()),
  name: z.string(),
  image: z.optional(z.union([z.string(), z.array(z.string())])),
  quantity: z.int(),
  prices_formatted: z.optional(z.object({ price: z.string() })),
});

export const cartResponseSchema = z.object({
  cart: z.array(cartLineSchema),
  totalCartPriceFormatted: z.optional(z.string()),
});

export type CartLine = z.infer<typeof cartLineSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A line's thumbnail: image may be a string or a list (spec §3). */
export function lineImage(line: CartLine): string | undefined {
  return Array.isArray(line.image) ? line.image[0] : line.image;
}
