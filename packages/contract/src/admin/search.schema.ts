import * as z from 'zod/mini';
import { trimmedText } from './fields.ts';
import { ORDER_STATUSES } from './orders.schema.ts';

/** The back office's one search: its limits, in words a person reads. */
export const SEARCH_MAX_LENGTH = 100;
export const backOfficeSearchMessages = {
  tooLong: `Search is at most ${SEARCH_MAX_LENGTH} characters`,
  empty: 'Type what to search for',
} as const;

export const backOfficeSearchQuerySchema = z.object({
  q: trimmedText(
    SEARCH_MAX_LENGTH,
    backOfficeSearchMessages.tooLong,
    backOfficeSearchMessages.empty,
  ),
});
export type BackOfficeSearchQuery = z.infer<typeof backOfficeSearchQuerySchema>;

/** Why an order was found: its number, its customer, a piece's HUID or a product it holds. */
export const SEARCH_ORDER_MATCHES = ['number', 'customer', 'huid', 'product'] as const;

export const searchOrderHitSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Null for a role that does not read prices. */
  total: z.nullable(z.number()),
  createdAt: z.string(),
  matched: z.enum(SEARCH_ORDER_MATCHES),
});
export type SearchOrderHit = z.infer<typeof searchOrderHitSchema>;

export const searchCustomerHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type SearchCustomerHit = z.infer<typeof searchCustomerHitSchema>;

export const searchProductHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  /** The HUID searched for, when the product was found by one of its pieces. */
  huid: z.nullable(z.string()),
});
export type SearchProductHit = z.infer<typeof searchProductHitSchema>;

/**
 * What one search found, a few of each, newest orders first. A group the person's role may not
 * read is null (not empty): the screen shows no heading for it.
 */
export const backOfficeSearchAnswerSchema = z.object({
  orders: z.array(searchOrderHitSchema),
  customers: z.nullable(z.array(searchCustomerHitSchema)),
  products: z.nullable(z.array(searchProductHitSchema)),
});
export type BackOfficeSearchAnswer = z.infer<typeof backOfficeSearchAnswerSchema>;

/** At most this many results in each group. */
export const SEARCH_GROUP_LIMIT = 8;
