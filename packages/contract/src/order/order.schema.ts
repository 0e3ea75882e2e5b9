import * as z from 'zod/mini';
import { ORDER_MAX_LINES } from '../constants.ts';
import { productIdSchema } from '../catalog/catalog.schema.ts';
import { variantChoiceSchema } from '../cart/cart.schema.ts';
import { messages } from '../messages.ts';

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * The address object of the create-order body (spec §7). Only `_id` counts: the server reads the
 * address from the customer's own saved ones. The spec sends the country in a field spelt
 * `county` (spec §3); either spelling is accepted and neither is used.
 */
export const orderAddressInputSchema = z.object({
  _id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: text(200),
  phone: text(40),
  address1: text(300),
  address2: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  city: text(200),
  state: text(200),
  country: text(200),
  county: text(200),
  zipCode: text(20),
  label: text(20),
});

const personSchema = z.object({
  name: text(200),
  email: text(320),
  contact: text(40),
  address: orderAddressInputSchema,
});

/** A cart line as the checkout sends it; prices, if sent, are only compared (never used). */
export const orderCartLineInputSchema = z.object({
  product_id: productIdSchema,
  name: text(300),
  title: text(300),
  sku: text(100),
  quantity: z
    .int(messages.cart.quantityInvalid)
    .check(
      z.minimum(1, messages.cart.quantityInvalid),
      z.maximum(99, messages.cart.quantityInvalid),
    ),
  variants: z._default(z.array(variantChoiceSchema).check(z.maxLength(10)), []),
  orderStatus: text(20),
  /** One unit's price as the customer saw it, in the request's currency (optional). */
  price: z.optional(z.number()),
});

export const paymentMethods = ['razorpay', 'POD'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * POST /order/add (spec §7). The server prices the order from its own data: `customerId`,
 * `status`, `shippingCost` and `checkoutType` are recorded as the server decides; a `total` or a
 * line `price` the customer saw, when sent and not what the server computes, refuses the order.
 */
export const createOrderBodySchema = z.object({
  billing_info: personSchema,
  user_info: personSchema,
  cart: z.array(orderCartLineInputSchema).check(z.minLength(1), z.maxLength(ORDER_MAX_LINES)),
  shippingOption: text(100),
  couponCode: z.optional(
    z.string().check(z.maxLength(40), z.regex(/^[A-Za-z0-9_-]*$/, 'must be a coupon code')),
  ),
  paymentMethod: z.enum(paymentMethods),
  status: text(20),
  shippingCost: z.optional(z.number()),
  customerId: text(64),
  checkoutType: text(20),
  /** The order total the customer saw, in the request's currency (optional). */
  total: z.optional(z.number()),
});

export const createOrderResponseSchema = z.object({
  message: z.string(),
  data: z.object({ _id: z.string(), orderNumber: z.string() }),
});

/**
 * `orderType` of GET /order/ (docs/decisions/0030): `placed` confirmed orders (cash, or card
 * paid) in any state up to Delivered, `pending` card orders awaiting payment, `released` card
 * orders never paid whose stock went back, `cancelled` orders the shop cancelled; `all` (or none)
 * every order.
 */
export const orderTypes = ['all', 'placed', 'pending', 'released', 'cancelled'] as const;
export type OrderType = (typeof orderTypes)[number];

export const listOrdersQuerySchema = z.object({
  orderType: z._default(z.enum(orderTypes), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(60)), 10),
});

export const orderParamsSchema = z.object({ orderId: z.string().check(z.maxLength(64)) });
export const creditNoteParamsSchema = z.object({
  orderId: z.string().check(z.maxLength(64)),
  creditNoteId: z.string().check(z.maxLength(64)),
});
/** An invoice or credit note: the PDF itself (`application/pdf`). */
export const orderDocumentPdfSchema = z.string();

export const orderLineSchema = z.object({
  _id: z.string(),
  product_id: z.string(),
  name: z.string(),
  sku: z.string(),
  image: z.array(z.string()),
  quantity: z.int(),
  variants: z.array(variantChoiceSchema),
  /** Each option by name and value in the request's language: "Ring size: 12". */
  options: z.array(z.string()),
  /** `Pending` (card, unpaid), then the order's own status. */
  orderStatus: z.string(),
  /** The hallmarked pieces packed for this line: each HUID can be checked in BIS CARE. */
  huids: z.array(z.string()),
  /** One unit in the order's currency, at the order's rate. */
  price: z.number(),
  priceFormatted: z.string(),
  lineTotalFormatted: z.string(),
});

/** A delivery address as an order keeps it (and the back office shows it). */
export const postalAddressFields = {
  name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
};

export const orderAddressSchema = z.object({
  _id: z.string(),
  ...postalAddressFields,
  label: z.string(),
});

/** An order as its customer reads it: totals in the order's own currency and rate. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /**
   * `Placed`, `Packed`, `Shipped`, `Delivered`, `Cancelled`, or `Released` once an unpaid card
   * order gave its stock back (docs/decisions/0072).
   */
  status: z.string(),
  orderType: z.enum(orderTypes),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'not_required']),
  createdAt: z.string(),
  currency: z.string(),
  lines: z.array(orderLineSchema),
  subtotal: z.number(),
  subtotalFormatted: z.string(),
  discount: z.number(),
  discountFormatted: z.string(),
  /** The shipping charged (0: free), part of the total. */
  shippingCost: z.number(),
  shippingCostFormatted: z.string(),
  total: z.number(),
  totalFormatted: z.string(),
  /** GST contained in the total (prices are GST-inclusive). */
  gst: z.number(),
  gstFormatted: z.string(),
  couponCode: z.nullable(z.string()),
  shippingOption: z.string(),
  address: orderAddressSchema,
  packedAt: z.nullable(z.string()),
  shippedAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  /** The parcel's carrier and tracking, once shipped. */
  tracking: z.nullable(
    z.object({ carrier: z.string(), number: z.string(), url: z.nullable(z.string()) }),
  ),
  /** Money given back, in the order's currency; failed attempts are not listed. */
  refunds: z.array(
    z.object({
      amount: z.number(),
      amountFormatted: z.string(),
      status: z.enum(['pending', 'processed']),
      createdAt: z.string(),
    }),
  ),
  refundedFormatted: z.nullable(z.string()),
  /** The GST tax invoice, issued when it shipped: `url` serves its PDF (bearer token). */
  invoice: z.nullable(z.object({ number: z.string(), url: z.string() })),
  /** A credit note for each refund of an invoiced order. */
  creditNotes: z.array(z.object({ number: z.string(), url: z.string(), issuedAt: z.string() })),
});

export const orderResponseSchema = z.object({ order: orderSchema });

export const orderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
  totalPages: z.int(),
});

export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;
export type CreateOrderInput = z.input<typeof createOrderBodySchema>;
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderRefund = Order['refunds'][number];
export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
