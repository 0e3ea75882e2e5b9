import { addressOf, answerOf, ApiError, fetchApi } from '@aurelle/client';
import {
  fetchEndpoint,
  pathOf,
  type EndpointInput,
  type EndpointOutput,
} from '@aurelle/client/endpoint';
import { worded } from '@aurelle/client/errors';
import { ADMIN_REQUEST_HEADER, adminEndpoints } from '@aurelle/contract';
import { texts } from '../texts.ts';

export type AdminEndpoints = typeof adminEndpoints;
export type EndpointName = keyof AdminEndpoints;

/** What a call takes: its path parameters, query and body, as the contract describes them. */
export type CallInput<N extends EndpointName> = EndpointInput<AdminEndpoints[N]>;
/** What a call answers, parsed with the contract's schema. */
export type CallOutput<N extends EndpointName> = EndpointOutput<AdminEndpoints[N]>;

type Query = Readonly<Record<string, string | number | undefined>>;

/** Every call says it comes from the back office (the API refuses a write without it). */
const HEADERS = { [ADMIN_REQUEST_HEADER]: '1', accept: 'application/json' };

/** Calls whose body is sent as it is, with this type, rather than as JSON (a file's text). */
const RAW_BODIES: Partial<Record<EndpointName, string>> = { importProducts: 'text/csv' };

/** A filter left empty filters nothing: it stays out of the query string. */
function filledIn(query: Query | undefined): Query | undefined {
  return query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The address of a GET call, for a link the browser follows itself (a download). */
export function hrefOf<N extends EndpointName>(name: N, input: CallInput<N>): string {
  const { params, query } = input as { params?: Record<string, string>; query?: Query };
  const { method, path } = adminEndpoints[name];
  return `/api${addressOf({ method, path: pathOf(path, params), query: filledIn(query) })}`;
}

/** A file the API answered: its bytes and the name the server gave it. */
export type ApiFile = { blob: Blob; filename: string };

const FILENAME = /filename="([^"]+)"/;

/**
 * A GET call whose answer is a file (a PDF), with the session's cookie and the admin header:
 * its bytes and name, or an `ApiError` with the server's message, so a refusal reads as one
 * rather than as a downloaded error.
 */
export async function callFile<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  fallbackName: string,
): Promise<ApiFile> {
  const { params, query } = input as { params?: Record<string, string>; query?: Query };
  const { method, path } = adminEndpoints[name];
  try {
    return await fetchApi(
      { method, path: pathOf(path, params), query: filledIn(query) },
      {
        headers: HEADERS,
        read: async (response) => {
          if (!response.ok) return answerOf<never>(response.status, await response.text());
          const disposition = response.headers.get('content-disposition') ?? '';
          return {
            blob: await response.blob(),
            filename: FILENAME.exec(disposition)?.[1] ?? fallbackName,
          };
        },
      },
    );
  } catch (error) {
    throw inOurWords(error);
  }
}

/** A failure of a call, in the back office's words when the server sent none of its own. */
export function inOurWords(error: unknown): unknown {
  return worded(error, texts.errors);
}

/**
 * The one way the back office calls its API: same-origin cookies (fetch's default), JSON, and the
 * admin header on every call. Resolves to the answer parsed with the contract; throws an
 * `ApiError` whose message is the server's, or the back office's words for the failure.
 */
export async function callApi<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  signal?: AbortSignal,
): Promise<CallOutput<N>> {
  const { query } = input as { query?: Query };
  try {
    return await fetchEndpoint(
      adminEndpoints[name],
      { ...input, query: filledIn(query) } as EndpointInput<AdminEndpoints[N]>,
      { headers: HEADERS, signal, bodyType: RAW_BODIES[name] },
    );
  } catch (error) {
    throw inOurWords(error);
  }
}

/** The message to show for any error a call or a screen throws. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : texts.errors.generic;
}
