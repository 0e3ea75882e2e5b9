import { z } from 'zod';

/**
 * GET /customer/cart as spec §3 reads it, trimmed to what the badge and the drawer frame use.
 * Web-only and lenient: packages/contract has no cart schema yet; the cart issue replaces it.
 */
export const cartLineSchema = z.object({
  _id: z.string().optional(),
  product_id: z.string().optional(),
  name: z.string(),
  image: z.union([z.string(), z.array(z.string())]).optional(),
  quantity: z.number().int(),
  prices_formatted: z.object({ price: z.string() }).optional(),
});

export const cartResponseSchema = z.object({
  cart: z.array(cartLineSchema),
  totalCartPriceFormatted: z.string().optional(),
});

export type CartLine = z.infer<typeof cartLineSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A line's thumbnail: image may be a string or a list (spec §3). */
export function lineImage(line: CartLine): string | undefined {
  return Array.isArray(line.image) ? line.image[0] : line.image;
}
