import * as z from 'zod/mini';
import type { AdminAccess } from './admin/permissions.ts';

/** The one error envelope every failing call returns: a message, field errors by field (spec §8). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A whole number from the query string, between `min` and `max`, `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

/** Paths that carry `:brand`, which must equal BRAND_SLUG. */
export const brandParamsSchema = z.object({ brand: z.string() });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `open` needs nothing (probes, the signed webhook, the sandbox, the
 * back office's sign-in), `apiKey` the storefront key, `customer` the key and a bearer token,
 * `optionalCustomer` the key and, when present, a token (it adds wishlist flags), `locationKey`
 * the storefront key in the location service's header, `staff` a back-office session cookie.
 */
export type Access = 'open' | 'apiKey' | 'customer' | 'optionalCustomer' | 'locationKey' | 'staff';

/** The statuses an endpoint answers with the error envelope (`apiErrorSchema`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The OpenAPI document's tags: one per domain, the back office's prefixed `admin: `. */
export type ApiTag =
  | 'catalog'
  | 'search'
  | 'content'
  | 'seller'
  | 'activity'
  | 'auth'
  | 'address'
  | 'cart'
  | 'wishlist'
  | 'coupon'
  | 'order'
  | 'payment'
  | 'location'
  | 'health'
  | 'admin: staff'
  | 'admin: audit'
  | 'admin: stock'
  | 'admin: orders'
  | 'admin: dashboard'
  | 'admin: media'
  | 'admin: products'
  | 'admin: categories and collections'
  | 'admin: filters'
  | 'admin: metal rates'
  | 'admin: customers'
  | 'admin: coupons'
  | 'admin: search'
  | 'admin: content';

/**
 * One call of spec §7: its path under /api, the schemas of what travels, who may call it and how
 * the API's OpenAPI document describes it. The API registers each route from its entry.
 */
export type Endpoint = {
  /** The call's name in the API's OpenAPI document: a camelCase verb phrase, unique in the API. */
  operationId: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** More for the OpenAPI document, when one line does not say it all. */
  description?: string;
  tag: ApiTag;
  access: Access;
  /** Back-office endpoints only: who may call it (docs/admin-routes.md). */
  permission?: AdminAccess;
  method: HttpMethod;
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /**
   * The answer's schema name in the OpenAPI document: the schema's own name, PascalCase, without
   * `Schema` (`CartResponse` for `cartResponseSchema`), so one name per schema.
   */
  responseName: string;
  /** The answer in one line. */
  responseDescription: string;
  /**
   * The error statuses it answers besides the common ones: 400 when it takes input, 401 when it
   * needs a key, token or session, and 403 where the back office refuses a write from another
   * site, a role or a sign-in stage.
   */
  errors?: readonly ErrorStatus[];
  /** The answer's media type when it is not JSON: a file the handler sends itself. */
  responseType?: 'application/pdf' | 'text/csv';
  /** The body's media type when it is not JSON. */
  bodyType?: 'text/csv';
};

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /**
   * A demo shop's three months of orders, written in the background after its first start: due,
   * being written, or written. Absent outside the demo.
   */
  demoHistory: z.optional(z.enum(['due', 'writing', 'written'])),
});

export const healthEndpoints = {
  health: {
    operationId: 'getHealth',
    summary: 'Liveness: the process answers',
    tag: 'health',
    access: 'open',
    method: 'GET',
    path: '/health',
    response: healthResponseSchema,
    responseName: 'HealthResponse',
    responseDescription: 'The process is up',
  },
  ready: {
    operationId: 'getReadiness',
    summary: 'Readiness: the database answers',
    tag: 'health',
    access: 'open',
    method: 'GET',
    path: '/ready',
    response: readyResponseSchema,
    responseName: 'ReadyResponse',
    responseDescription: 'The database answers, and which kind it is',
    errors: [503],
  },
} as const satisfies Record<string, Endpoint>;
