import type { Endpoint } from '@aurelle/contract';
import type * as z from 'zod/mini';
import { answerOf, ApiError, fetchApi, type FetchOptions } from './index.ts';

type Part<E, K extends 'params' | 'body'> =
  E extends Record<K, z.ZodMiniType> ? { [P in K]: z.input<E[K]> } : { [P in K]?: undefined };
type QueryPart<E> = E extends { query: z.ZodMiniType }
  ? { query?: { [P in keyof z.output<E['query']>]?: string | number | undefined } }
  : { query?: undefined };

/** What a call of an endpoint takes: its path parameters, query and body, as the contract says. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'body'> & QueryPart<E>;

/** What a call of an endpoint answers, parsed with the contract's schema. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** `/admin/staff/:id` with `{ id }` → `/admin/staff/5f…`, each value encoded. */
export function pathOf(path: string, params?: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

/**
 * Reads an endpoint's answer (its status and text) as `answerOf` does, then with its `response`
 * schema: an answer the schema refuses fails as a parsing error.
 */
export function endpointAnswer<E extends Endpoint>(
  endpoint: E,
): (status: number, text: string) => EndpointOutput<E> {
  return (status, text) => {
    const body = answerOf(status, text);
    const answer = endpoint.response.safeParse(body);
    if (!answer.success) throw new ApiError('parsing', status, body);
    return answer.data as EndpointOutput<E>;
  };
}

/** Calls one of the contract's endpoints; the answer is parsed with its `response` schema. */
export function fetchEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<FetchOptions, 'read'> = {},
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  const read = endpointAnswer(endpoint);
  return fetchApi(
    { method: endpoint.method, path: pathOf(endpoint.path, params), query, body },
    { ...options, read: async (response) => read(response.status, await response.text()) },
  );
}
