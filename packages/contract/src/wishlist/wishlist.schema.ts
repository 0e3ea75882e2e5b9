import * as z from 'zod/mini';
import { productIdSchema, productSummarySchema } from '../catalog/catalog.schema.ts';

/**
 * A wishlist item (spec §3: `_id, name, slug, image[], description, stock, prices_formatted`): the
 * product as lists show it, with its description. Stock is live; 0 when sold out or removed.
 */
export const wishlistItemSchema = z.extend(z.omit(productSummarySchema, { inWishlist: true }), {
  description: z.string(),
});
/** Most recently saved first. */
export const wishlistResponseSchema = z.object({ wishlist: z.array(wishlistItemSchema) });

/** POST and DELETE /customer/wishlist; both are harmless when repeated. */
export const wishlistBodySchema = z.object({ product_id: productIdSchema });

export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
export type WishlistBody = z.infer<typeof wishlistBodySchema>;
