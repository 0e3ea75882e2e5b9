import type { ApiError as ErrorEnvelope } from '@aurelle/contract';
import { ApiError } from './index.ts';

export type { ErrorEnvelope };

/**
 * The API's error envelope in a body, if it is one (what `apiErrorSchema` accepts). Checked by
 * hand, without zod, which the shop's first screens do not load; an answer from something in
 * front of the API (a proxy's page) is not one.
 */
export function envelopeIn(body: unknown): ErrorEnvelope | undefined {
  if (!isRecord(body) || typeof body.message !== 'string') return undefined;
  const { message, errors } = body;
  if (errors === undefined) return { message };
  if (!isRecord(errors) || !Object.values(errors).every((text) => typeof text === 'string')) {
    return undefined;
  }
  return { message, errors: errors as Record<string, string> };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API's error envelope of a failed call: an HTTP error status whose body is one. */
export function envelopeOf(error: unknown): ErrorEnvelope | undefined {
  return error instanceof ApiError && error.kind === 'http' ? envelopeIn(error.data) : undefined;
}

/** The server's messages by field (`errors` of the envelope) of a failed call, or none. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return envelopeOf(error)?.errors ?? {};
}

/** An app's words for a failure the API sent no message of its own for. */
export type FailureWords = {
  network: string;
  /** The network's words when left out. */
  timeout?: string;
  status: (status: number) => string;
  badAnswer: string;
};

/**
 * What a failed call says to the person: the API's own message when it sent one, else the app's
 * words for no answer, none in time, an error status, or a successful answer not understood.
 */
export function failureMessage(error: ApiError, words: FailureWords): string {
  const { kind, status } = error;
  if (kind === 'fetch' || kind === 'timeout') {
    return (kind === 'timeout' && words.timeout) || words.network;
  }
  if (kind === 'http') return envelopeOf(error)?.message ?? words.status(status);
  return status > 199 && status < 300 ? words.badAnswer : words.status(status);
}

/** The same failure, with the app's words for its message. */
export function worded(error: unknown, words: FailureWords): unknown {
  return error instanceof ApiError
    ? new ApiError(error.kind, error.status, error.data, failureMessage(error, words))
    : error;
}
