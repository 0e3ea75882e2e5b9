import { apiErrorSchema } from '@aurelle/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * The field errors and status of a failed call, for the forms (a module of its own: the pages'
 * first JavaScript carries lib/api-error.ts, and these are only needed where a form is).
 */
type AnyError = FetchBaseQueryError | SerializedError | undefined;

/** The server's field errors (`errors` of a 4xx answer, spec §8), or an empty record. */
export function errorFields(error: AnyError): Record<string, string> {
  if (error && 'status' in error && typeof error.status === 'number') {
    const body = apiErrorSchema.safeParse(error.data);
    if (body.success) return body.data.errors ?? {};
  }
  return {};
}

/** The HTTP status of a failed call, if it got one. */
export function errorStatus(error: AnyError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
