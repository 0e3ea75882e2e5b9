import type { HttpMethod } from '@aurelle/contract';

// What both apps load as they start: the error, the fetch and how an answer is read. A contract
// endpoint's call is `@aurelle/client/endpoint`, the error envelope's helpers
// `@aurelle/client/errors`: the shop's first screens load neither.

/**
 * How a call failed (spec §8): no answer (fetch), none in time (timeout), an answer that is not
 * what was asked (parsing), or an HTTP error status (http).
 */
export type FailureKind = 'fetch' | 'timeout' | 'parsing' | 'http';

/** A failed call of the API, in either app. */
export class ApiError extends Error {
  override name = 'ApiError';
  declare readonly kind: FailureKind;
  /** The answer's HTTP status, also of an answer not understood; 0 when no answer came. */
  declare readonly status: number;
  /**
   * What came instead of the answer: the failed answer's JSON (the API's error envelope, when it
   * is one) or text, or the network error.
   */
  declare readonly data?: unknown;

  /** `message` is what the app shows; plain when left out (`http 409`, `fetch 0`). */
  constructor(kind: FailureKind, status: number, data?: unknown, message = `${kind} ${status}`) {
    super(message);
    Object.assign(this, { kind, status, data });
  }
}

/** A call as it goes on the wire: method, path under /api, query, body. */
export type ApiRequest = {
  method: HttpMethod;
  path: string;
  /** Undefined values are left out of the URL. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Sent as JSON, unless `bodyType` says otherwise. */
  body?: unknown;
};

/** Reads an answer into what the caller gets, instead of `answerOf` reading its JSON. */
export type ReadAnswer<T> = (response: Response) => Promise<T>;

export type FetchOptions<T = unknown> = {
  headers?: HeadersInit;
  /** The caller's signal (a query no longer wanted): its abort rejects with the abort itself. */
  signal?: AbortSignal;
  /** Fails the call as a timeout after this long; no limit when left out. */
  timeoutMs?: number;
  /** The body's type when it is sent as it is (a file's text) rather than as JSON. */
  bodyType?: string;
  read?: ReadAnswer<T>;
};

/** A request's path and query string, as they follow `/api`. */
export function addressOf({ path, query }: ApiRequest): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}`;
}

/**
 * An answer's JSON (null when empty), or an `ApiError`: an HTTP error status with its body, or a
 * parsing error for a body that is not JSON.
 */
export function answerOf<T>(status: number, text: string): T {
  let body: unknown = null;
  let kind: FailureKind = 'parsing';
  try {
    if (text) body = JSON.parse(text);
    if (status > 199 && status < 300) return body as T;
    kind = 'http';
  } catch {
    body = text;
  }
  throw new ApiError(kind, status, body);
}

/**
 * The one fetch of both apps: the request's URL and JSON body, the caller's headers, an optional
 * timeout (which the reading of the answer counts against), and the answer read by `answerOf` or
 * `read`. No answer at all fails as a fetch (or timeout) error; an abort by the caller's own
 * signal rejects with the abort.
 */
export async function fetchApi<T>(request: ApiRequest, options: FetchOptions<T> = {}): Promise<T> {
  const { body } = request;
  const { signal, timeoutMs, bodyType, read } = options;
  const headers = new Headers(options.headers);
  if (body !== undefined) headers.set('Content-Type', bodyType ?? 'application/json');
  // One signal for the timeout and the caller's own.
  const abort = new AbortController();
  const stop = () => abort.abort();
  let timedOut = false;
  const timer =
    timeoutMs &&
    setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
  signal?.addEventListener('abort', stop);
  try {
    // Absolute, so it also works under a test's DOM, where a relative URL fails.
    const response = await fetch(`${globalThis.location.origin}/api${addressOf(request)}`, {
      method: request.method,
      headers,
      body: body === undefined || bodyType ? (body as BodyInit) : JSON.stringify(body),
      signal: abort.signal,
    });
    return await (read ? read(response) : answerOf<T>(response.status, await response.text()));
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError(timedOut ? 'timeout' : 'fetch', 0, String(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
