import * as z from 'zod/mini';
import { apiErrorSchema, type Access, type Endpoint, type ErrorStatus } from '@aurelle/contract';

/** Where the API's routes live; the OpenAPI document's server, its paths relative to it. */
export const API_PREFIX = '/api';

/**
 * Schemas the OpenAPI document names in `components.schemas` and refers to by `$ref`: the error
 * envelope, and each endpoint's answer under the entry's `responseName` (added as its route is
 * registered), so a generated client has one named type per answer (plugins/openapi.ts).
 */
export const documentedSchemas = z.registry<{ id: string }>();
documentedSchemas.add(apiErrorSchema, { id: 'ApiError' });

/** Each name's schema, to refuse one name for two schemas. */
const namedAnswers = new Map<string, z.ZodMiniType>();

/** Names the endpoint's answer in the document; a schema keeps one name, a name one schema. */
function nameAnswer({ operationId, response, responseName }: Endpoint) {
  const given = documentedSchemas.get(response)?.id;
  const holder = namedAnswers.get(responseName);
  if ((given !== undefined && given !== responseName) || (holder && holder !== response))
    throw new Error(
      `${operationId}: its answer is named ${responseName}, but ` +
        (holder && holder !== response
          ? `that name is another schema's`
          : `its schema is already named ${given}`),
    );
  namedAnswers.set(responseName, response);
  documentedSchemas.add(response, { id: responseName });
}

/** Each access as `security` requirements on the schemes of plugins/openapi.ts. */
const requirements: Record<Access, Record<string, string[]>[]> = {
  open: [],
  apiKey: [{ apiKey: [] }],
  customer: [{ apiKey: [], bearer: [] }],
  optionalCustomer: [{ apiKey: [], bearer: [] }, { apiKey: [] }],
  locationKey: [{ locationKey: [] }],
  staff: [{ staffSession: [] }],
};

/** What each error status means. */
const errorMeanings: Record<ErrorStatus, string> = {
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
};

/** Back-office accesses that pass whatever the role and, on a read, whatever the site. */
const ANY_ROLE = new Set(['public', 'session', 'enrolment']);

/**
 * The statuses an endpoint answers with the error envelope: 400 when it takes input
 * (validation), 401 when it needs a key, token or session, 403 on a back-office write (from
 * another site) or a route a role or a sign-in stage may be refused, and the entry's own.
 */
export function errorStatuses(endpoint: Endpoint): ErrorStatus[] {
  const { params, query, body, access, permission, method } = endpoint;
  const refusable = permission !== undefined && (method !== 'GET' || !ANY_ROLE.has(permission));
  const statuses = new Set<ErrorStatus>([
    ...(params || query || body ? [400 as const] : []),
    ...(access === 'open' ? [] : [401 as const]),
    ...(refusable ? [403 as const] : []),
    ...(endpoint.errors ?? []),
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The OpenAPI side of a route's schema, from its contract entry: operationId, summary, tag, who
 * may call it, and its responses (which also serialize the answers): the entry's answer, named
 * and described, and the error envelope for each status it may answer.
 */
export function operationOf(endpoint: Endpoint) {
  nameAnswer(endpoint);
  const errors: Partial<Record<ErrorStatus, object>> = {};
  for (const status of errorStatuses(endpoint))
    errors[status] = {
      description: errorMeanings[status],
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: requirements[endpoint.access],
    ...(endpoint.bodyType ? { consumes: [endpoint.bodyType] } : {}),
    response: {
      200: {
        description: endpoint.responseDescription,
        content: { [endpoint.responseType ?? 'application/json']: { schema: endpoint.response } },
      },
      ...errors,
    },
  };
}
