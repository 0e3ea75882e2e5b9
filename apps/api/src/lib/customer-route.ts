import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@aurelle/contract';
import { documented, type ErrorStatus } from './openapi.ts';
import type { Caching } from './response-cache.ts';

/** An endpoint's input schemas under the names Fastify validates them by. */
type Inputs<E extends Endpoint> = {
  [
    K in keyof E as K extends 'query' ? 'querystring' : K extends 'params' | 'body' ? K : never
  ]: E[K];
};

/**
 * The options of the routes only a signed-in customer may call (spec §6), for one module (its
 * OpenAPI tag): `app.get(ep.list.path, customerOnly(ep.list, [404]), handler)`. The token is
 * checked first (a 401 whatever the input), then the contract's schemas validate the input and
 * serialize the answer; `statuses` are the errors the route answers besides 400 and 401, for the
 * OpenAPI document. `caching` (lib/response-cache.ts), when given, is every route's of the module.
 * The handler reads the customer with `signedInCustomer(request)`.
 */
export function customerRouteOptions(app: FastifyInstance, tag: string, caching?: Caching) {
  return <E extends Endpoint>(endpoint: E, statuses: readonly ErrorStatus[] = []) => {
    const inputs = {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // TypeScript cannot follow the optional keys into Inputs<E>; the spreads above are it.
    } as Inputs<E>;
    return {
      onRequest: app.requireCustomer,
      ...(caching ? { config: { caching } } : {}),
      schema: { tags: [tag], ...documented(endpoint, 'customer', statuses), ...inputs },
    };
  };
}
