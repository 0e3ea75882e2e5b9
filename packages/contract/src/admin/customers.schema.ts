import * as z from 'zod/mini';
import { queryInt } from '../http.ts';
import { ORDER_STATUSES } from './orders.schema.ts';

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
  /** A name, an e-mail or a phone number (whole or a part of it). */
  q: z.optional(z.string().check(z.maxLength(100))),
  /** The `next` of the page before. */
  after: z.optional(z.string().check(z.maxLength(200))),
  limit: queryInt(1, 100, 50),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** `+91 9876543210`, or null when they signed up by e-mail alone or were erased. */
  phone: z.nullable(z.string()),
  createdAt: z.string(),
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

export const adminCustomerPageSchema = z.object({
  items: z.array(adminCustomerRowSchema),
  next: z.nullable(z.string()),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

export const adminCustomerParamsSchema = z.object({ customerId: z.uuid() });

export const adminCustomerAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
});
export type AdminCustomerAddress = z.infer<typeof adminCustomerAddressSchema>;

export const adminCustomerOrderSchema = z.object({
  /** The order's id, for its page in the back office. */
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(['razorpay', 'POD']),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'not_required']),
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
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  createdAt: z.string(),
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

const trimmed = (max: number, long: string, required: string) =>
  z.pipe(
    z.pipe(
      z.string(required),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.minLength(1, required), z.maxLength(max, long)),
  );

/** A staff note. Anything else sent beside `text` (an e-mail, a phone) is dropped unread. */
export const customerNoteBodySchema = z.object({
  text: trimmed(2000, customerAdminMessages.noteLong, customerAdminMessages.noteRequired),
});
export type CustomerNoteBody = z.input<typeof customerNoteBodySchema>;

/** Erasure on request: staff confirm by typing the word the back office asks for. */
export const eraseCustomerBodySchema = z.object({
  confirm: z.literal(ERASE_CONFIRMATION, customerAdminMessages.confirmErase),
});
export type EraseCustomerBody = z.input<typeof eraseCustomerBodySchema>;
