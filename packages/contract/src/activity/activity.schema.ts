import * as z from 'zod/mini';
import type { Endpoint } from '../http.ts';
import { idOrSlugSchema, productSummarySchema } from '../catalog/catalog.schema.ts';
import { activityPaths } from './activity.paths.ts';

/** The visitor_id cookie's value (spec §3): a UUID or similar opaque token. */
export const sessionIdSchema = z
  .string()
  .check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a visitor id'));

export const addRecentlyViewedBodySchema = z.object({
  sessionId: sessionIdSchema,
  /** The product's `_id` or slug. */
  product_id: idOrSlugSchema,
});
export const recentlyViewedResponseSchema = z.object({ products: z.array(productSummarySchema) });

export type AddRecentlyViewedBody = z.infer<typeof addRecentlyViewedBodySchema>;
export type RecentlyViewedResponse = z.infer<typeof recentlyViewedResponseSchema>;

/** Recently viewed (spec §7): keyed by the visitor_id session; the bearer token is optional. */
export const activityEndpoints = {
  add: {
    operationId: 'addRecentlyViewed',
    summary: 'Record that a product was viewed',
    tag: 'activity',
    access: 'optionalCustomer',
    method: 'POST',
    path: activityPaths.add,
    body: addRecentlyViewedBodySchema,
    response: recentlyViewedResponseSchema,
    responseName: 'RecentlyViewedResponse',
    responseDescription: "The session's recently viewed products, with the one just recorded",
    errors: [404],
  },
  list: {
    operationId: 'listRecentlyViewed',
    summary: "List a session's recently viewed products",
    tag: 'activity',
    access: 'optionalCustomer',
    method: 'GET',
    path: activityPaths.list,
    params: z.object({ sessionId: sessionIdSchema }),
    response: recentlyViewedResponseSchema,
    responseName: 'RecentlyViewedResponse',
    responseDescription: "The session's recently viewed products",
  },
} as const satisfies Record<string, Endpoint>;
