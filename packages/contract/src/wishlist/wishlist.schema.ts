import * as z from 'zod/mini';
import { productIdSchema, productSummarySchema } from '../catalog/catalog.schema.ts';
import { cartVariantSchema, variantChoiceSchema } from '../cart/cart.schema.ts';

/**
 * A wishlist item (spec §3: `_id, name, slug, image[], description, stock, prices_formatted`): the
 * product as lists show it, with its description and the option values saved with it. Stock and
 * price are those of the saved combination; stock is live, 0 when sold out or removed.
 */
export const wishlistItemSchema = z.extend(z.omit(productSummarySchema, { inWishlist: true }), {
  description: z.string(),
  /**
   * One value per option of the product, as a cart line shows it ("Ring size", "12"); what "Add to
   * cart" sends as the line's `variant`. Empty for a product without options.
   */
  variant: z.array(cartVariantSchema),
});
/** Most recently saved first. */
export const wishlistResponseSchema = z.object({ wishlist: z.array(wishlistItemSchema) });

/** DELETE /customer/wishlist: harmless when repeated. */
export const wishlistBodySchema = z.object({ product_id: productIdSchema });

/**
 * POST /customer/wishlist: one item per product, harmless when repeated. `variant` (the chosen
 * values, as a cart line's; an option left out takes its first value) replaces the saved one;
 * without it a saved product keeps its values, and a new one takes the first of each option.
 */
export const wishlistAddBodySchema = z.object({
  product_id: productIdSchema,
  variant: z.optional(z.array(variantChoiceSchema).check(z.maxLength(10))),
});

export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
export type WishlistBody = z.infer<typeof wishlistBodySchema>;
export type WishlistAddBody = z.infer<typeof wishlistAddBodySchema>;
