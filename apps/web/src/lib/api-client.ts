import type { ApiCall } from '@aurelle/contract';
import { env } from '../config/env.ts';
import { readCurrency, readLanguage } from './preferences.ts';
import { getToken, setToken } from './session.ts';

/** How long a call may take before it fails as a timeout (spec §8). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Spec §8's kinds of a failed call: an HTTP status with the answer's body, or no answer at all. */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** A failed call: its status and, for an HTTP status, the body (the API's `{message, errors?}`). */
export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    readonly data?: unknown,
  ) {
    super(typeof status === 'number' ? `HTTP ${status}` : status);
    this.name = 'ApiError';
  }
}

/** A fresh key for one attempt at a change (the API's `Idempotency-Key`). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type CallOptions = {
  /** The bearer token to send; the stored one when left out (spec §6: never on anonymous calls). */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob` for a file the API serves (an invoice's PDF): the answer's bytes, not its JSON. */
  as?: 'json' | 'blob';
};

function urlOf({ path, query }: ApiCall): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  // Absolute, so it also works under vitest where a relative URL fails.
  return `${globalThis.location.origin}/api${path}${text ? `?${text}` : ''}`;
}

/**
 * The one way the shop calls its API: the key, language and currency on every call, the bearer
 * token where spec §6 says, a timeout, and spec §4's 401 rule (a token the server refuses is
 * dropped, which signs the customer out). Resolves to the answer's JSON; throws an `ApiError`.
 */
export async function apiFetch<T>(call: ApiCall, options: CallOptions = {}): Promise<T> {
  const token = call.anonymous ? null : options.token === undefined ? getToken() : options.token;
  const headers = new Headers(options.headers);
  headers.set('X-Api-Key', env.apiKey);
  headers.set('Accept-Language', readLanguage());
  headers.set('X-Currency', readCurrency());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  // One signal for the timeout and the caller's own (a query no longer wanted).
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, REQUEST_TIMEOUT_MS);
  const stop = () => abort.abort();
  options.signal?.addEventListener('abort', stop);
  let response: Response;
  let text = '';
  let file: Blob | null = null;
  try {
    response = await fetch(urlOf(call), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: abort.signal,
    });
    if (options.as === 'blob' && response.ok) file = await response.blob();
    else text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
  if (file) return file as T;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError('PARSING_ERROR', text);
  }
  if (!response.ok) {
    if (response.status === 401 && token && getToken() === token) setToken(null);
    throw new ApiError(response.status, body);
  }
  return body as T;
}
