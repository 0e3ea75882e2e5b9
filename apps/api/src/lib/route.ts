import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteHandlerMethod,
  RouteOptions as FastifyRouteOptions,
} from 'fastify';
import type * as z from 'zod/mini';
import type { Endpoint } from '@aurelle/contract';
import type { AdminAccess } from './admin-access.ts';
import { operationOf } from './openapi.ts';
import type { Caching } from './response-cache.ts';

/** What an entry's input schema parses to; `unknown` where the entry takes none. */
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

/** The request a handler gets: params, query and body as the entry's schemas parsed them. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler answers: the entry's response, or the reply it sent itself (a file, bytes). */
type Answer<E extends Endpoint> = z.output<E['response']> | FastifyReply;

export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** What a route adds to its entry: the server's own policies, never the wire's. */
export type RouteOptions = {
  /** What the response cache and browsers may keep of its answers (lib/response-cache.ts). */
  caching?: Caching;
  /** The largest body it takes, in bytes, when not the app's. */
  bodyLimit?: number;
  logLevel?: LogLevel;
};

/**
 * The token hooks of each access. A customer's token is checked first, so a call without one is
 * a 401 whatever its input; an optional token is read after validation, where it only adds to
 * the answer. The storefront key (plugins/api-key.ts), the location service's key (its module)
 * and the staff session (modules/staff/admin-scope.ts) are checked for every route of their
 * paths or scope.
 */
function accessHooks(
  app: FastifyInstance,
  access: Endpoint['access'],
): Pick<FastifyRouteOptions, 'onRequest' | 'preHandler'> {
  if (access === 'customer') return { onRequest: app.requireCustomer };
  if (access === 'optionalCustomer') return { preHandler: app.optionalCustomer };
  return {};
}

/**
 * Registers the route of a contract entry on `app`: method, path, the schemas that validate its
 * input and serialize its answer, who may call it (the token hooks, `config.permission`) and its
 * OpenAPI operation all come from the entry; the handler is the route's only code.
 * `route(app, cartEndpoints.add, (request) => service.add(…), { caching: PER_CUSTOMER })`.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  { caching, bodyLimit, logLevel }: RouteOptions = {},
) {
  const { method, path, params, query, body, permission } = endpoint;
  const config: { permission?: AdminAccess; caching?: Caching } = {
    ...(permission ? { permission } : {}),
    ...(caching ? { caching } : {}),
  };
  app.route({
    method,
    url: path,
    ...accessHooks(app, endpoint.access),
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(logLevel ? { logLevel } : {}),
    config,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...operationOf(endpoint),
    },
    // The request's types are the entry's schemas, which validate it before the handler runs.
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * `route` for a routes file whose routes share one app and the same options:
 * `const route = routesWith(app, { caching: PER_CUSTOMER }); route(cartEndpoints.add, handler)`.
 */
export function routesWith(app: FastifyInstance, options: RouteOptions) {
  return <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>) =>
    route(app, endpoint, handler, options);
}
