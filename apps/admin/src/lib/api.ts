import { ADMIN_REQUEST_HEADER, adminEndpoints, apiErrorSchema } from '@aurelle/contract';
import type * as z from 'zod/mini';
import { texts } from '../texts.ts';

export type AdminEndpoints = typeof adminEndpoints;
export type EndpointName = keyof AdminEndpoints;

type Part<E, K extends 'params' | 'body'> =
  E extends Record<K, z.ZodMiniType> ? { [P in K]: z.input<E[K]> } : { [P in K]?: undefined };
type QueryPart<E> = E extends { query: z.ZodMiniType }
  ? { query?: { [P in keyof z.output<E['query']>]?: string | number | undefined } }
  : { query?: undefined };

/** What a call takes: its path parameters, query and body, as the contract describes them. */
export type CallInput<N extends EndpointName> = Part<AdminEndpoints[N], 'params'> &
  Part<AdminEndpoints[N], 'body'> &
  QueryPart<AdminEndpoints[N]>;
/** What a call answers, parsed with the contract's schema. */
export type CallOutput<N extends EndpointName> = z.output<AdminEndpoints[N]['response']>;

/** A failed call: the HTTP status (0 when no answer came), the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `/admin/staff/:id` with `{ id }` → `/admin/staff/5f…`. */
export function pathOf(path: string, params?: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

function urlOf(path: string, query?: Readonly<Record<string, string | number | undefined>>): URL {
  // Absolute, so it also works under the tests' DOM, where a relative URL fails.
  const url = new URL(`/api${path}`, globalThis.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url;
}

/** Calls whose body is sent as it is, with this type, rather than as JSON (a file's text). */
const RAW_BODIES: Partial<Record<EndpointName, string>> = { importProducts: 'text/csv' };

/** The address of a GET call, for a link the browser follows itself (a download). */
export function hrefOf<N extends EndpointName>(name: N, input: CallInput<N>): string {
  const { params, query } = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
  };
  const url = urlOf(pathOf(adminEndpoints[name].path, params), query);
  return `${url.pathname}${url.search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one way the back office calls its API: same-origin cookies, JSON, and the admin header on
 * every call. Resolves to the answer parsed with the contract; throws an `ApiError`.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  signal?: AbortSignal,
): Promise<CallOutput<N>> {
  const endpoint = adminEndpoints[name];
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  const headers: Record<string, string> = {
    [ADMIN_REQUEST_HEADER]: '1',
    accept: 'application/json',
  };
  const raw = RAW_BODIES[name];
  if (body !== undefined) headers['content-type'] = raw ?? 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(pathOf(endpoint.path, params), query), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : raw ? String(body) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, texts.errors.network);
  }
  const data = await readJson(response);
  if (!response.ok) {
    const failure = apiErrorSchema.safeParse(data);
    if (!failure.success) throw new ApiError(response.status, texts.errors.status(response.status));
    throw new ApiError(response.status, failure.data.message, failure.data.errors ?? {});
  }
  const answer = endpoint.response.safeParse(data);
  if (!answer.success) throw new ApiError(response.status, texts.errors.badAnswer);
  return answer.data as CallOutput<N>;
}

/** The message to show for any error a call or a screen throws. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : texts.errors.generic;
}
