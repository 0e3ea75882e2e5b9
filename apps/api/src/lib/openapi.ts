import * as z from 'zod/mini';
import { apiErrorSchema, type Endpoint } from '@aurelle/contract';

/** Where the API's routes live; the OpenAPI document's server, its paths relative to it. */
export const API_PREFIX = '/api';

/**
 * Schemas the OpenAPI document names in `components.schemas` and refers to by `$ref`, so a
 * generated client has one `ApiError` type (plugins/openapi.ts).
 */
export const documentedSchemas = z.registry<{ id: string }>();
documentedSchemas.add(apiErrorSchema, { id: 'ApiError' });

/**
 * Who may call a route: `open` needs nothing (probes, the signed webhook, the sandbox), `apiKey`
 * the storefront key, `customer` the key and a bearer token, `optionalCustomer` the key and, when
 * present, a token (it adds wishlist flags), `locationKey` the storefront key in the location
 * service's header, `staff` a back-office session cookie.
 */
export type Access = 'open' | 'apiKey' | 'customer' | 'optionalCustomer' | 'locationKey' | 'staff';

/** Each access as `security` requirements on the schemes of plugins/openapi.ts. */
const requirements: Record<Access, Record<string, string[]>[]> = {
  open: [],
  apiKey: [{ apiKey: [] }],
  customer: [{ apiKey: [], bearer: [] }],
  optionalCustomer: [{ apiKey: [], bearer: [] }, { apiKey: [] }],
  locationKey: [{ locationKey: [] }],
  staff: [{ staffSession: [] }],
};

/** The statuses routes answer with the error envelope, and what each means. */
const errorMeanings = {
  400: 'Bad request: the input is invalid or refused; `errors` names the fields',
  401: 'Unauthorized: the key, the bearer token or the session is missing or wrong',
  403: "Forbidden: the staff member's role does not allow it, or the request came from another site",
  404: 'Not found',
  409: 'Conflict with the current state (stock, limits)',
  413: 'Payload too large: a file is over its size limit',
  415: 'Unsupported media type: the content is not one the call takes',
  422: 'An idempotency key already used with another body: nothing was done',
  429: 'Too many requests; Retry-After gives the seconds to wait',
  503: 'Unavailable for now; Retry-After, when sent, gives the seconds to wait',
} as const;
export type ErrorStatus = keyof typeof errorMeanings;

type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof apiErrorSchema } };
};

/**
 * The OpenAPI side of a route's schema: the contract endpoint's operationId and summary, who may
 * call it, and its responses (which also serialize the answers): the endpoint's 200, and the error
 * envelope for 400 when the endpoint takes input (validation), 401 when it needs a key or token,
 * and the route's own `statuses`.
 */
export function documented<E extends Endpoint>(
  endpoint: E,
  access: Access,
  statuses: readonly ErrorStatus[] = [],
) {
  const common: ErrorStatus[] = [
    ...(endpoint.params || endpoint.query || endpoint.body ? [400 as const] : []),
    ...(access === 'open' ? [] : [401 as const]),
  ];
  const errors: Partial<Record<ErrorStatus, ErrorResponse>> = {};
  for (const status of [...common, ...statuses].sort())
    errors[status] = {
      description: errorMeanings[status],
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    security: requirements[access],
    response: { 200: endpoint.response as E['response'], ...errors },
  };
}
