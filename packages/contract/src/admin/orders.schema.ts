import * as z from 'zod/mini';
import { postalAddressFields } from '../order/order.schema.ts';
import { rupees } from './catalog.schema.ts';
import { isoDateField, listPageOf, listQueryFields, trimmedText } from './fields.ts';

/**
 * An order's states. `Placed` is the spec's; staff then take it along `ORDER_TRANSITIONS`.
 * `Released` is an unpaid card order whose stock went back by itself.
 */
export const ORDER_STATUSES = [
  'Placed',
  'Packed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Released',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The one table of allowed transitions: each one, the states it may start from and where it
 * leads. The server refuses any other with 409; the back office offers only those listed here.
 */
export const ORDER_TRANSITIONS = {
  pack: { from: ['Placed'], to: 'Packed' },
  ship: { from: ['Packed'], to: 'Shipped' },
  deliver: { from: ['Shipped'], to: 'Delivered' },
  cancel: { from: ['Placed', 'Packed'], to: 'Cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderTransition = keyof typeof ORDER_TRANSITIONS;
export const ORDER_TRANSITION_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];

export function canTransition(transition: OrderTransition, status: string): boolean {
  return (ORDER_TRANSITIONS[transition].from as readonly string[]).includes(status);
}

/**
 * Where a refund goes: back the way the customer paid (card, UPI, net banking, a wallet; `payment`
 * when the provider did not say how), or in cash, by hand, for cash on delivery.
 */
export const REFUND_DESTINATIONS = [
  'card',
  'upi',
  'netbanking',
  'wallet',
  'payment',
  'cash',
] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** How much of an order has gone back: none, part of it, or all it was paid. */
export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What the timeline records. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'payment_failed',
  'released',
  'email_sent',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'note',
  'refund_requested',
  'refund_processed',
  'refund_failed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The list's payment filter: the payment's state, or how much was refunded. */
export const ORDER_PAYMENT_FILTERS = [
  'pending',
  'paid',
  'failed',
  'cash',
  'partially_refunded',
  'refunded',
  'balance_due',
] as const;
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number];

export const orderAdminMessages = {
  legalDetailsMissing:
    'Enter the shop’s legal details (Settings → Legal details) before shipping: the GST invoice issued with the parcel needs them',
  notFound: 'No such order',
  transitionRefused: 'This order is {status} now, so it cannot be {transition}',
  notPaid: 'This card order is not paid yet, so it cannot be packed',
  piecesMissing: 'Choose {count} hallmarked piece(s) by HUID for {name}',
  pieceUnknown: 'No piece {huid} of this product is in stock',
  pieceOtherVariant: 'HUID {huid} is {piece}, the line is {line}',
  piecesPromised:
    'The pieces of {name} in the safe are promised to other orders: pack those first, or receive more',
  pieceRepeated: 'Each piece can be packed once',
  carrierRequired: 'Enter the carrier',
  trackingRequired: 'Enter the tracking number',
  trackingInvalid: 'Use letters, digits, spaces and hyphens, at most 40',
  trackingUrlInvalid: 'Enter a web address starting with https://',
  cashRequired: 'Enter the cash collected',
  cashTooMuch: 'At most {amount}, the order’s total, can be collected',
  cashReasonRequired: 'Say why {amount} was not collected in full',
  cashNotCash: 'This order was paid online: no cash is collected',
  reasonRequired: 'Say why',
  reasonLong: 'Use at most 500 characters',
  noteRequired: 'Write the note',
  noteLong: 'Use at most 2000 characters',
  refundLinesOrAmount: 'Refund either lines or an amount',
  refundLineUnknown: 'This line is not in the order',
  refundQuantity: 'At most {count} left to refund on this line',
  refundTooMuch: 'At most {amount} is left to refund',
  refundNothing: 'Enter an amount above ₹0 to refund',
  refundNothingPaid: 'Nothing was paid on this order, so there is nothing to refund',
  refundKeyInvalid: 'A refund needs an idempotency key of 10 to 64 letters, digits, - or _',
  refundKeyReused:
    'This idempotency key was already used for another refund ({amount}); nothing more was refunded',
  refundProviderFailed:
    'The payment provider did not take the refund; nothing was refunded. Try again',
  dateInvalid: 'Use a date like 2026-04-01',
  rangeInvalid: 'The range ends before it starts',
  packingSlipRefused:
    'This order is {status} now: a packing slip is printed for an order to pack or packed',
  packingSlipNotPaid: 'This card order is not paid yet, so it is not packed',
  packingSlipsNone: 'No order is waiting to be packed',
  packingSlipsTooMany:
    '{count} orders are waiting to be packed, more than the {max} a print run takes: print the slips from each order’s page, or pack some first',
} as const;

const isoDate = isoDateField(orderAdminMessages.dateInvalid);

export const adminOrderListQuerySchema = z.object({
  status: z.optional(z.enum(ORDER_STATUSES)),
  method: z.optional(z.enum(['razorpay', 'POD'])),
  payment: z.optional(z.enum(ORDER_PAYMENT_FILTERS)),
  /** Placed on or after this day, India's time. */
  from: z.optional(isoDate),
  /** Placed on or before this day, India's time. */
  to: z.optional(isoDate),
  /** `q`: an order number (whole or its digits), a name, an e-mail or a phone. */
  ...listQueryFields,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** What every view of an order starts with: which order, when, its state and its payment's. */
export const adminOrderHeadFields = {
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(['razorpay', 'POD']),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'not_required']),
};

/** Money a role without `prices:read` (fulfilment) does not see is null. */
export const adminOrderRowSchema = z.object({
  ...adminOrderHeadFields,
  refundState: z.enum(REFUND_STATES),
  customerName: z.string(),
  customerEmail: z.nullable(z.string()),
  city: z.string(),
  /** Units ordered, all lines together (hallmarked or not). */
  pieces: z.number(),
  /** INR paise. */
  total: z.nullable(z.number()),
  /**
   * Cash still owed on a cash-on-delivery order delivered with less collected than its total,
   * INR paise; 0 when nothing is owed. Every role sees it: it is cash to collect.
   */
  balanceDue: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderPageSchema = listPageOf(adminOrderRowSchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** A state's count stops here: the tab says "10 000+" rather than count every old order. */
export const ORDER_COUNT_CAP = 10_000;

/**
 * How many orders are in each state (the list's tabs; at most `ORDER_COUNT_CAP`, which means
 * that many or more), and the newest order's time.
 */
export const adminOrderCountsSchema = z.object({
  counts: z.object({
    Placed: z.number(),
    Packed: z.number(),
    Shipped: z.number(),
    Delivered: z.number(),
    Cancelled: z.number(),
    Released: z.number(),
  }),
  /** Orders to pack or ship: paid, or cash on delivery. */
  toShip: z.number(),
  latestAt: z.nullable(z.string()),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCountsSchema>;

export const adminOrderParamsSchema = z.object({ orderId: z.uuid() });
export const adminCreditNoteParamsSchema = z.object({
  orderId: z.uuid(),
  creditNoteId: z.uuid(),
});
/** An invoice or credit note: the PDF itself (`application/pdf`). */
export const taxDocumentPdfSchema = z.string();
/** Packing slips, one page per order: the PDF itself (`application/pdf`). */
export const packingSlipPdfSchema = z.string();
/** The most packing slips one PDF holds: a day's packing, and a print run a printer takes. */
export const PACKING_SLIPS_MAX = 200;

export const adminOrderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  image: z.nullable(z.string()),
  quantity: z.number(),
  /** Each chosen option by name and value, in English: "Ring size: 12". */
  options: z.array(z.string()),
  hallmarked: z.boolean(),
  /** The HUIDs of the pieces packed for this line. */
  huids: z.array(z.string()),
  /**
   * While the order waits to be packed: the HUIDs of the pieces in stock to choose from, those of
   * the line's variant (its size) and, for a product with options, those whose size is not recorded.
   */
  available: z.array(z.string()),
  /** Of `available`, the pieces whose size is not recorded: packing one records it as the line's. */
  availableUnsized: z.array(z.string()),
  /** INR paise, one unit; null without `prices:read`. */
  unitPrice: z.nullable(z.number()),
  /** Units of this line already refunded. */
  refundedQuantity: z.number(),
  /** Units to pack: the quantity less those refunded and put back in stock. */
  toPack: z.number(),
});
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(['provider', 'cash']),
  status: z.enum(['pending', 'processed', 'failed']),
  reason: z.string(),
  restock: z.boolean(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number() })),
  providerRefundId: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  staffName: z.nullable(z.string()),
  createdAt: z.string(),
  processedAt: z.nullable(z.string()),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.nullable(z.string()),
  /** Minor units of `currency`, as the provider took it. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
});

export const adminOrderEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** Who: a staff member's name, or null for the customer or the shop itself. */
  actor: z.nullable(z.string()),
  // A value that is null is left out.
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

export const adminOrderSchema = z.object({
  ...adminOrderHeadFields,
  refundState: z.enum(REFUND_STATES),
  /** The customer's language: their e-mails'. */
  language: z.string(),
  /** The currency the customer saw, and its rate to the rupee then. */
  currency: z.string(),
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    erased: z.boolean(),
  }),
  address: z.object(postalAddressFields),
  lines: z.array(adminOrderLineSchema),
  shipment: z.nullable(
    z.object({
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.nullable(z.string()),
      shippedAt: z.string(),
    }),
  ),
  deliveredAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  /**
   * Cash on delivery (null for an order paid online), INR paise. Whoever delivers must know what
   * to collect, so every role sees this, fulfilment too, who sees no other price.
   */
  cash: z.nullable(
    z.object({
      /** What the courier collects: the order's total. */
      toCollect: z.number(),
      /** What was collected at delivery; null before. */
      collected: z.nullable(z.number()),
      /** Why less than the total was collected, as staff recorded it. */
      shortReason: z.nullable(z.string()),
      /** What is still owed: the total less what was collected once delivered, else 0. */
      balanceDue: z.number(),
    }),
  ),
  /** INR paise; null without `prices:read`. */
  money: z.nullable(
    z.object({
      subtotal: z.number(),
      discount: z.number(),
      shippingCost: z.number(),
      total: z.number(),
      gst: z.number(),
      couponCode: z.nullable(z.string()),
      /**
       * What was paid (before refunds): the card payment captured or the cash collected, never
       * more than the total.
       */
      paid: z.number(),
      refunded: z.number(),
      refundable: z.number(),
      /** Where a refund of this order goes. */
      refundTo: z.enum(REFUND_DESTINATIONS),
      payments: z.array(adminPaymentSchema),
      refunds: z.array(adminRefundSchema),
      /** The GST invoice issued when it shipped, then a credit note per refund. */
      documents: z.array(
        z.object({
          kind: z.enum(['invoice', 'credit_note']),
          id: z.string(),
          number: z.string(),
          issuedAt: z.string(),
          /** The PDF, for staff (`/api/admin/...`). */
          url: z.string(),
        }),
      ),
    }),
  ),
  /** The transitions its state allows now (`ORDER_TRANSITIONS`); the field keeps its name. */
  moves: z.array(z.enum(['pack', 'ship', 'deliver', 'cancel'])),
  events: z.array(adminOrderEventSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const huid = z.string().check(z.regex(/^[A-Z0-9]{6}$/, 'A HUID is 6 capital letters and digits'));

/** Packing: for each hallmarked line, the pieces put in the parcel, by HUID. */
export const packOrderBodySchema = z.object({
  pieces: z._default(
    z
      .array(z.object({ lineId: z.uuid(), huids: z.array(huid).check(z.maxLength(99)) }))
      .check(z.maxLength(50)),
    [],
  ),
});
export type PackOrderBody = z.input<typeof packOrderBodySchema>;

export const shipOrderBodySchema = z.object({
  carrier: trimmedText(80, orderAdminMessages.trackingInvalid, orderAdminMessages.carrierRequired),
  trackingNumber: z.pipe(
    trimmedText(40, orderAdminMessages.trackingInvalid, orderAdminMessages.trackingRequired),
    z.string().check(z.regex(/^[A-Za-z0-9 -]+$/, orderAdminMessages.trackingInvalid)),
  ),
  trackingUrl: z.optional(
    z
      .string()
      .check(
        z.maxLength(500, orderAdminMessages.trackingUrlInvalid),
        z.regex(/^https:\/\/[^\s"'<>]+$/, orderAdminMessages.trackingUrlInvalid),
      ),
  ),
});
export type ShipOrderBody = z.input<typeof shipOrderBodySchema>;

/**
 * Delivered; for cash on delivery, the cash collected, in rupees as typed: the order's total, or
 * less with the reason why (never more).
 */
export const deliverOrderBodySchema = z.object({
  cashCollected: z.optional(rupees()),
  cashShortReason: z.optional(
    trimmedText(500, orderAdminMessages.reasonLong, orderAdminMessages.reasonRequired),
  ),
});
export type DeliverOrderBody = z.input<typeof deliverOrderBodySchema>;

export const cancelOrderBodySchema = z.object({
  reason: trimmedText(500, orderAdminMessages.reasonLong, orderAdminMessages.reasonRequired),
});
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

export const orderNoteBodySchema = z.object({
  text: trimmedText(2000, orderAdminMessages.noteLong, orderAdminMessages.noteRequired),
});
export type OrderNoteBody = z.input<typeof orderNoteBodySchema>;

/**
 * A refund: either some lines (each line's share of what was paid, coupon included) or an
 * amount in rupees. The same idempotency key twice refunds once.
 */
export const refundBodySchema = z.object({
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{10,64}$/, orderAdminMessages.refundKeyInvalid)),
  reason: trimmedText(500, orderAdminMessages.reasonLong, orderAdminMessages.reasonRequired),
  restock: z._default(z.boolean(), false),
  lines: z.optional(
    z
      .array(z.object({ lineId: z.uuid(), quantity: z.int().check(z.minimum(1), z.maximum(99)) }))
      .check(z.minLength(1), z.maxLength(50)),
  ),
  amount: z.optional(rupees()),
});
export type RefundBody = z.input<typeof refundBodySchema>;

/**
 * What refunding some units of the lines gives back: each line's share of what the lines cost
 * after the coupon (its price × quantity over the subtotal), at most what is left to refund; all
 * that is left when they are the order's last units, so rounding never strands a paisa. The
 * server refunds exactly this, and the back office's button names it.
 */
export function refundOfLines(
  order: { subtotal: number; total: number; shippingCost: number; refundable: number },
  lines: readonly { unitPrice: number; quantity: number }[],
  last: boolean,
): number {
  const net = order.total - order.shippingCost;
  const amount = lines.reduce(
    (sum, line) => sum + Math.round((line.unitPrice * line.quantity * net) / order.subtotal),
    0,
  );
  return last || amount > order.refundable ? order.refundable : amount;
}

/** Orders placed in a date range, India's days, for the accountant's CSV. */
export const orderExportQuerySchema = z.object({ from: isoDate, to: isoDate });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** BIS's hallmarking charge per piece, before its GST: what a shop has until its owner sets one. */
export const DEFAULT_HALLMARKING_CHARGE_PAISE = 45_00;
/** The highest hallmarking charge per piece the settings take: ₹1,000. */
export const MAX_HALLMARKING_CHARGE_PAISE = 1_000_00;

export const orderSettingsMessages = {
  hallmarkingChargeInvalid: 'Enter the charge per piece in rupees, from ₹0 to ₹1,000, like 45',
  notifyEmailInvalid: 'Enter e-mail addresses separated by commas, like orders@shop.in',
  notifyEmailTooMany: 'Enter at most 5 addresses',
} as const;

/** The most addresses new-order e-mails go to. */
export const MAX_NOTIFY_EMAILS = 5;

/** The addresses in a list as typed or stored: separated by commas, trimmed, lower case, once each. */
export function notifyAddressesOf(list: string | null): string[] {
  if (!list) return [];
  const addresses = list.split(',').map((address) => address.trim().toLowerCase());
  return [...new Set(addresses.filter((address) => address !== ''))];
}

const oneAddress = z.email();

/**
 * Where the owner is told of each new order (one address, or up to five separated by commas, as
 * an e-mail field with `multiple` takes them; null: every active owner), and the hallmarking
 * charge per piece (paise) the invoice shows on each hallmarked line as part of its value.
 */
export const orderSettingsSchema = z.object({
  notifyEmail: z.nullable(z.string()),
  hallmarkingChargePaise: z.number(),
});
export const orderSettingsBodySchema = z.object({
  notifyEmail: z.nullable(
    z.pipe(
      z.pipe(
        z.string(orderSettingsMessages.notifyEmailInvalid),
        z.transform((value) => notifyAddressesOf(value)),
      ),
      z.pipe(
        z.array(z.string()).check(
          z.minLength(1, orderSettingsMessages.notifyEmailInvalid),
          z.maxLength(MAX_NOTIFY_EMAILS, orderSettingsMessages.notifyEmailTooMany),
          z.refine(
            (addresses) => addresses.every((address) => oneAddress.safeParse(address).success),
            orderSettingsMessages.notifyEmailInvalid,
          ),
        ),
        z.transform((addresses) => addresses.join(', ')),
      ),
    ),
  ),
  /** Absent: the charge stays as it is. */
  hallmarkingChargePaise: z.optional(
    z
      .number(orderSettingsMessages.hallmarkingChargeInvalid)
      .check(
        z.int(orderSettingsMessages.hallmarkingChargeInvalid),
        z.minimum(0, orderSettingsMessages.hallmarkingChargeInvalid),
        z.maximum(MAX_HALLMARKING_CHARGE_PAISE, orderSettingsMessages.hallmarkingChargeInvalid),
      ),
  ),
});
export type OrderSettingsBody = z.input<typeof orderSettingsBodySchema>;
export type OrderSettings = z.infer<typeof orderSettingsSchema>;
