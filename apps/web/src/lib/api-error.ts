import type { ApiError as ErrorBody } from '@aurelle/contract';
import { ApiError } from './api-client.ts';

/**
 * How a data call failed: no answer (fetch), too slow (timeout), an answer that is not what was
 * asked (parsing), an HTTP error status (http), or something else (spec §8).
 */
export type ErrorKind = 'fetch' | 'timeout' | 'parsing' | 'http' | 'unknown';

export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof ApiError)) return 'unknown';
  if (typeof error.status === 'number') return 'http';
  if (error.status === 'FETCH_ERROR') return 'fetch';
  if (error.status === 'TIMEOUT_ERROR') return 'timeout';
  return 'parsing';
}

/**
 * The API's error envelope of a failed call (`{message, errors?}`, spec §8). Checked by hand: an
 * answer from something in front of the API (a proxy's HTML page) is not one.
 */
function errorBody(error: unknown): ErrorBody | undefined {
  if (!(error instanceof ApiError) || typeof error.status !== 'number') return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
    ? (data as ErrorBody)
    : undefined;
}

/** The server's `{message}` when there is one (shown as a toast, spec §8), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorBody(error)?.message || fallback;
}

/** The server's field errors (`errors` of a 4xx answer, spec §8), or an empty record. */
export function errorFields(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

/** The HTTP status of a failed call, if it got one. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError && typeof error.status === 'number' ? error.status : undefined;
}
