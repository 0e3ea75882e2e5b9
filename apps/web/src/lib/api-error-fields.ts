import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError } from './api-error.ts';

/**
 * The field errors and status of a failed call, for the forms (a module of its own: the pages'
 * first JavaScript carries lib/api-error.ts, and these are only needed where a form is).
 */
type AnyError = FetchBaseQueryError | SerializedError | undefined;

/** The server's field errors (`errors` of a 4xx answer, spec §8), or an empty record. */
export function errorFields(error: AnyError): Record<string, string> {
  const errors = isApiError(error) ? error.data.errors : undefined;
  return errors && typeof errors === 'object' ? errors : {};
}

/** The HTTP status of a failed call, if it got one. */
export function errorStatus(error: AnyError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
