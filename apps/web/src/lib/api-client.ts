import { ApiError, fetchApi, type ReadAnswer } from '@aurelle/client';
import { CONTENT_PREVIEW_HEADER, CONTENT_PREVIEW_PARAM, type ApiCall } from '@aurelle/contract';
import { env } from '../config/env.ts';
import { readCurrency, readLanguage } from './preferences.ts';
import { getToken, setToken } from './session.ts';

/** How long a call may take before it fails as a timeout (spec §8). */
export const REQUEST_TIMEOUT_MS = 15_000;

type CallOptions<T> = {
  /** The bearer token to send; the stored one when left out (spec §6: never on anonymous calls). */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How the answer is read, instead of as JSON (a file's bytes). */
  read?: ReadAnswer<T>;
};

/**
 * The shop's call of its API: the key, language and currency on every call, the bearer token
 * where spec §6 says, a timeout, and spec §4's 401 rule (a token the server refuses is dropped,
 * which signs the customer out). Resolves to the answer's JSON; throws an `ApiError`.
 */
export async function apiFetch<T>(call: ApiCall, options: CallOptions<T> = {}): Promise<T> {
  const token = call.anonymous ? null : options.token === undefined ? getToken() : options.token;
  const headers = new Headers(options.headers);
  headers.set('X-Api-Key', env.apiKey);
  headers.set('Accept-Language', readLanguage());
  headers.set('X-Currency', readCurrency());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A staff preview's address (`?preview=`): the API answers the content as the draft has it.
  const preview = new URLSearchParams(window.location.search).get(CONTENT_PREVIEW_PARAM);
  if (preview) headers.set(CONTENT_PREVIEW_HEADER, preview);
  try {
    return await fetchApi<T>(call, { ...options, headers, timeoutMs: REQUEST_TIMEOUT_MS });
  } catch (error) {
    // Unless another token has replaced it meanwhile.
    if (error instanceof ApiError && error.kind === 'http' && error.status === 401) {
      if (token && getToken() === token) setToken(null);
    }
    throw error;
  }
}
