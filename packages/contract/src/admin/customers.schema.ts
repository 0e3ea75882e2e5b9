import * as z from 'zod/mini';
import { postalAddressFields } from '../order/order.schema.ts';
import { listPageOf, listQueryFields, trimmedText } from './fields.ts';
import { adminOrderHeadFields } from './orders.schema.ts';

export const customerAdminMessages = {
  notFound: 'No such customer',
  noteRequired: 'Write the note',
  noteLong: 'Use at most 2000 characters',
  confirmErase: 'Type ERASE to confirm',
  alreadyErased: "This customer's personal data is already erased",
  openOrders: 'Finish or cancel their open orders first',
} as const;

/** The word the back office makes staff type before it erases a customer's personal data. */
export const ERASE_CONFIRMATION = 'ERASE';

/** What an erased customer is called wherever their name was. */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/**
 * An order in one of these states still has a parcel to deliver (a courier needs the phone), so
 * its customer cannot be erased until it is delivered or cancelled.
 */
export const OPEN_ORDER_STATUSES = ['Placed', 'Packed', 'Shipped'] as const;

/**
 * CGST Rules, Rule 46: for an unregistered recipient, a tax invoice names the recipient and the
 * delivery address (with its state) when the taxable value is ₹50,000 or more; below that, only
 * the place of supply (the state). INR paise of taxable value, before GST.
 */
export const INVOICE_RECIPIENT_FROM_TAXABLE_PAISE = 5_000_000;

export const adminCustomerListQuerySchema = z.object({
  /** `q`: a name, an e-mail or a phone number (whole or a part of it). */
  ...listQueryFields,
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

/** Who a customer is, in the list and on their page. */
const customerFields = {
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** `+91 9876543210`, or null when they signed up by e-mail alone or were erased. */
  phone: z.nullable(z.string()),
  createdAt: z.string(),
};

export const adminCustomerRowSchema = z.object({
  ...customerFields,
  /** Every order they placed, whatever its state. */
  orders: z.number(),
  /**
   * INR paise: the totals of their confirmed orders (placed, packed, shipped or delivered, and
   * paid or cash on delivery) less what was refunded on them.
   */
  lifetimeValue: z.number(),
  erased: z.boolean(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerPageSchema = listPageOf(adminCustomerRowSchema);
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

export const adminCustomerParamsSchema = z.object({ customerId: z.uuid() });

export const adminCustomerAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  ...postalAddressFields,
});
export type AdminCustomerAddress = z.infer<typeof adminCustomerAddressSchema>;

export const adminCustomerOrderSchema = z.object({
  /** `id` is the order's, for its page in the back office. */
  ...adminOrderHeadFields,
  /** INR paise. */
  total: z.number(),
  /** INR paise refunded on it (processed refunds). */
  refunded: z.number(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

export const customerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The staff member's name when they wrote it. */
  actor: z.nullable(z.string()),
  at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** A customer as the back office shows them. */
export const adminCustomerSchema = z.object({
  ...customerFields,
  /** When their personal data was erased on request (DPDP Act 2023); null while it is kept. */
  erasedAt: z.nullable(z.string()),
  addresses: z.array(adminCustomerAddressSchema),
  /** Newest first, at most 100; `orderCount` counts them all. */
  orders: z.array(adminCustomerOrderSchema),
  orderCount: z.number(),
  /** Orders still to deliver (placed, packed, shipped): while there are any, no erasure. */
  openOrders: z.number(),
  /** INR paise, as the list's. */
  lifetimeValue: z.number(),
  /** Staff notes, newest first. */
  notes: z.array(customerNoteSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** A staff note. Anything else sent beside `text` (an e-mail, a phone) is dropped unread. */
export const customerNoteBodySchema = z.object({
  text: trimmedText(2000, customerAdminMessages.noteLong, customerAdminMessages.noteRequired),
});
export type CustomerNoteBody = z.input<typeof customerNoteBodySchema>;

/** Erasure on request: staff confirm by typing the word the back office asks for. */
export const eraseCustomerBodySchema = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, customerAdminMessages.confirmErase),
});
export type EraseCustomerBody = z.input<typeof eraseCustomerBodySchema>;
