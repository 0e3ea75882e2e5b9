import { ApiError, type FailureKind } from '@aurelle/client';
import { envelopeOf, fieldErrorsOf } from '@aurelle/client/errors';

/** How a data call failed (spec §8); `unknown` for anything but an `ApiError`. */
export function errorKind(error: unknown): FailureKind | 'unknown' {
  return error instanceof ApiError ? error.kind : 'unknown';
}

/** The server's `{message}` when there is one (shown as a toast, spec §8), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return envelopeOf(error)?.message || fallback;
}

/** The server's field errors (`errors` of a 4xx answer, spec §8), or an empty record. */
export const errorFields = fieldErrorsOf;

/** The HTTP status of a failed call, if it got one. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError && error.kind === 'http' ? error.status : undefined;
}
