import type { ApiError } from '@aurelle/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The spec §8 data-call error kinds. */
export type ErrorKind = 'fetch' | 'timeout' | 'parsing' | 'http' | 'unknown';

type AnyError = FetchBaseQueryError | SerializedError | undefined;

export function errorKind(error: AnyError): ErrorKind {
  if (!error || !('status' in error)) return 'unknown';
  if (typeof error.status === 'number') return 'http';
  if (error.status === 'FETCH_ERROR') return 'fetch';
  if (error.status === 'TIMEOUT_ERROR') return 'timeout';
  if (error.status === 'PARSING_ERROR') return 'parsing';
  return 'unknown';
}

/** The server's `{message}` when there is one (shown as a toast, spec §8), else the fallback. */
export function errorMessage(error: AnyError, fallback: string): string {
  return (isApiError(error) && error.data.message) || fallback;
}

/**
 * A failed call answered with the API's error envelope (`{message, errors?}`, spec §8). Checked
 * by hand: an answer from something in front of the API (a proxy's HTML page) is not one.
 */
export function isApiError(error: AnyError): error is FetchBaseQueryError & { data: ApiError } {
  if (!error || !('status' in error) || typeof error.status !== 'number') return false;
  const data: unknown = error.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  );
}
