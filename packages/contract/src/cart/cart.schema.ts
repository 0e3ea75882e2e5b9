import * as z from 'zod/mini';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../constants.ts';
import { cartMessages } from './cart-messages.ts';
import {
  pricesFormattedSchema,
  productAttributeSchema,
  productIdSchema,
} from '../catalog/catalog.schema.ts';
import { couponSchema } from '../coupon/coupon.schema.ts';

/** One chosen option value, as a cart line's `variant[]` carries it (spec §3). */
export const variantChoiceSchema = z.object({
  optionValue: z.string().check(z.minLength(1), z.maxLength(100)),
});
/**
 * The chosen values, at most one per option of the product; an option left out takes its first
 * value, as the product page preselects it.
 */
const variantSchema = z._default(z.array(variantChoiceSchema).check(z.maxLength(10)), []);

const quantitySchema = z
  .int(cartMessages.quantityInvalid)
  .check(
    z.minimum(1, cartMessages.quantityInvalid),
    z.maximum(CART_MAX_QUANTITY, cartMessages.quantityInvalid),
  );

export const getCartQuerySchema = z.object({
  /** Applies a coupon: the spec §5 checks run on the server. Empty means none. */
  couponCode: z.optional(
    z.string().check(z.maxLength(40), z.regex(/^[A-Za-z0-9_-]*$/, 'must be a coupon code')),
  ),
});

/** POST /customer/cart: each product merges into the line with the same product and variant. */
export const addToCartBodySchema = z.object({
  products: z
    .array(
      z.object({
        product_id: productIdSchema,
        quantity: quantitySchema,
        variant: variantSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(CART_MAX_LINES, cartMessages.full)),
});

/** DELETE /customer/cart: `decrement` lowers the quantity by one (a line at 1 goes), else the line goes. */
export const removeFromCartBodySchema = z.object({
  product_id: productIdSchema,
  variant: variantSchema,
  decrement: z._default(z.boolean(), false),
});

/** A chosen option as the line shows it. */
export const cartVariantSchema = z.object({
  optionValue: z.string(),
  /** The option's key and name, e.g. `ring_size`, 'Ring size'. */
  code: z.string(),
  name: z.string(),
  label: z.string(),
});

/**
 * A cart line (spec §3). Product fields are read when the cart is: the cart stores no prices, so
 * a price the shop changed shows at once.
 */
export const cartLineSchema = z.object({
  /** The line's own id; the product is `product_id` (spec §3: "product_id or _id"). */
  _id: z.string(),
  product_id: z.string(),
  name: z.string(),
  sku: z.string(),
  slug: z.nullable(z.string()),
  description: z.string(),
  /** Image URLs; the first is the thumbnail. */
  image: z.array(z.string()),
  quantity: z.int(),
  variant: z.array(cartVariantSchema),
  attributes: z.array(productAttributeSchema),
  /**
   * Live stock, never more than 1 s behind. 0 when the product sold out or was removed: the line
   * stays, marked so, and is left out of the total.
   */
  stock: z.int(),
  inWishlist: z.boolean(),
  /** One unit with its variant's price difference, in the request's currency (major units). */
  price: z.number(),
  prices_formatted: pricesFormattedSchema,
});

/**
 * GET /customer/cart and every cart mutation (the refreshed cart). Numbers are in the request's
 * currency, in major units with its fraction digits, each converted once from INR minor units.
 */
export const cartResponseSchema = z.object({
  cart: z.array(cartLineSchema),
  currency: z.string(),
  /** The in-stock lines' total, before the coupon. */
  totalCartPrice: z.number(),
  totalCartPriceFormatted: z.string(),
  discount: z.number(),
  discountFormatted: z.string(),
  /**
   * The shipping charge the shop's settings put on these goods after the coupon (0: free), in
   * the request's currency.
   */
  shipping: z.number(),
  shippingFormatted: z.string(),
  finalTotalFormatted: z.string(),
  /** What the order costs: the total less the discount, plus shipping, in the request's currency. */
  finalTotal: z.number(),
  /**
   * The same in INR minor units, whatever the display currency: what is paid, and what the
   * cash-on-delivery cap (`POD_CAP_INR_PAISE`) is compared with.
   */
  finalTotalInrPaise: z.int(),
  /** The applied coupon (spec §3 "coupon (with code)": its `couponCode`), or null. */
  coupon: z.nullable(couponSchema),
});

export type GetCartQuery = z.input<typeof getCartQuerySchema>;
export type AddToCartBody = z.input<typeof addToCartBodySchema>;
export type RemoveFromCartBody = z.input<typeof removeFromCartBodySchema>;
export type VariantChoice = z.infer<typeof variantChoiceSchema>;
export type CartVariant = z.infer<typeof cartVariantSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;
