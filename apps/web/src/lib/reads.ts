import { sortedJson, UNUSED_DATA_SECONDS } from '@aurelle/contract';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { apiBaseUrl, callHeaders, dropRefusedToken, REQUEST_TIMEOUT_MS } from './api-request.ts';
import { takePageAnswer } from './page-answers.ts';
import { getToken } from './session.ts';

/**
 * The catalogue's and the content's reads (categories, products, a product, filters, content
 * blocks, site settings, in-focus blocks): calls that change nothing, answered the same to every
 * shopper but for a signed-in shopper's wishlist flags. They are what every page's first screen
 * draws, so they are kept here, in a small cache of their own, instead of in RTK Query's store:
 * the first screen then asks for its data and draws it without RTK Query's dispatches, and (with
 * the shell) without its code (docs/decisions/0059). The shopper's own data and every change
 * stay with RTK Query (lib/api.ts); `invalidateReads` and `resetReads` are how its changes reach
 * this cache.
 *
 * A read's answer, like RTK Query's, is `{data}` or `{error}` with the spec §8 kinds
 * (`FETCH_ERROR`, `TIMEOUT_ERROR`, `PARSING_ERROR`, or an HTTP status with the body as `data`),
 * so `lib/api-error.ts` reads both.
 */

/** The tags a read can carry: refreshed when the wishlist or who is signed in changes (spec §4). */
export type ReadTag = 'InFocus';

export type ReadError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

export type ReadResult<R> = { data: R; error?: undefined } | { data?: undefined; error: ReadError };

type Request = {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  body?: unknown;
};

type ReadOptions<A, R> = {
  /** The call for the arguments, as fetchBaseQuery took it. */
  request: (args: A) => Request;
  /** Sent without the bearer token (spec §6). */
  anonymous?: boolean;
  /** Checks the raw answer where responses are checked (development and tests, lib/api.ts). */
  schema?: StandardSchemaV1;
  transform?: (raw: never) => R;
  tags?: readonly ReadTag[];
};

export type Read<A, R> = ReadOptions<A, R> & { name: string };

/** No call: the hook's arguments are not known yet (RTK Query's `skipToken`). */
export const skipRead = Symbol('skipRead');

type Entry = {
  read: Read<never, unknown>;
  args: unknown;
  /** The last answer's data, kept while the entry is fetched again. */
  data?: unknown;
  error?: ReadError;
  fetching?: Promise<ReadResult<unknown>>;
  /** Hooks showing it; the entry is dropped UNUSED_DATA_SECONDS after the last one goes. */
  users: number;
  dropTimer?: ReturnType<typeof setTimeout>;
};

/** The state a hook draws, replaced (not changed) on every change so React sees it. */
type Snapshot = Readonly<Pick<Entry, 'data' | 'error'> & { fetching: boolean }>;

const entries = new Map<string, Entry>();
const snapshots = new Map<string, Snapshot>();
const listeners = new Map<string, Set<() => void>>();
/** Counts resets, so a hook does not keep drawing what a reset dropped. */
let generation = 0;

/** A read of the catalogue or content, with a stable name (its cache key's first part). */
export function defineRead<A, R>(name: string, options: ReadOptions<A, R>): Read<A, R> {
  return { name, ...options };
}

/** The arguments as one key, object keys sorted (RTK Query's `defaultSerializeQueryArgs`). */
function keyOf(read: Read<never, unknown>, args: unknown): string {
  return `${read.name}(${sortedJson(args) ?? ''})`;
}

function notify(key: string) {
  const entry = entries.get(key);
  if (entry) {
    snapshots.set(key, { data: entry.data, error: entry.error, fetching: !!entry.fetching });
  } else {
    snapshots.delete(key);
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function urlOf({ url, params }: Request): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return `${apiBaseUrl()}${url}${search ? `${url.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** The call's answer over the network, as fetchBaseQuery reads it, with base-query.ts's 401 rule. */
async function fetchAnswer(
  request: Request,
  headers: Headers,
  token: string | null,
): Promise<{ status: number; body: unknown } | { error: ReadError }> {
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(request.body);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(urlOf(request), { ...init, signal: timeout.signal });
    text = await response.text();
  } catch (error) {
    const status = timeout.signal.aborted ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return { error: { status, error: String(error) } };
  } finally {
    clearTimeout(timer);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (error) {
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: text,
        error: String(error),
      },
    };
  }
  if (!response.ok) {
    if (token) dropRefusedToken(response.status, token);
    return { error: { status: response.status, data: body } };
  }
  return { status: response.status, body };
}

/**
 * One call, answered as fetchBaseQuery answers it: from the page when the server wrote the
 * answer to this very call into it (a visitor's first screen, lib/page-answers.ts), else over the
 * network.
 */
async function call(read: Read<never, unknown>, args: unknown): Promise<ReadResult<unknown>> {
  const request = read.request(args as never);
  const token = read.anonymous ? null : getToken();
  const headers = callHeaders(token);
  const fromPage = token ? undefined : takePageAnswer(request, headers);
  const answer = fromPage
    ? { status: 200, body: fromPage.body }
    : await fetchAnswer(request, headers, token);
  if ('error' in answer) return { error: answer.error };
  const { status, body } = answer;
  if (read.schema) {
    const checked = await read.schema['~standard'].validate(body);
    if (checked.issues) {
      return {
        error: {
          status: 'PARSING_ERROR',
          originalStatus: status,
          data: '',
          error: `${read.name} failed validation`,
        },
      };
    }
  }
  return { data: read.transform ? read.transform(body as never) : body };
}

function scheduleDrop(key: string, entry: Entry) {
  clearTimeout(entry.dropTimer);
  if (entry.users > 0) return;
  entry.dropTimer = setTimeout(() => {
    if (entries.get(key) === entry && entry.users === 0 && !entry.fetching) {
      entries.delete(key);
      notify(key);
    }
  }, UNUSED_DATA_SECONDS * 1000);
}

/** Asks for the entry's answer again, keeping the last one meanwhile; one call at a time. */
function start(key: string, entry: Entry): Promise<ReadResult<unknown>> {
  if (entry.fetching) return entry.fetching;
  const started = generation;
  const fetching = call(entry.read, entry.args).then((result) => {
    // A reset while the call was out dropped the entry: its answer is in the old language.
    if (entries.get(key) !== entry || started !== generation) return result;
    entry.fetching = undefined;
    if (result.error) entry.error = result.error;
    else Object.assign(entry, { data: result.data, error: undefined });
    notify(key);
    scheduleDrop(key, entry);
    return result;
  });
  entry.fetching = fetching;
  notify(key);
  return fetching;
}

function entryFor(read: Read<never, unknown>, args: unknown): [string, Entry] {
  const key = keyOf(read, args);
  let entry = entries.get(key);
  if (!entry) {
    entry = { read, args, users: 0 };
    entries.set(key, entry);
  }
  return [key, entry];
}

/**
 * The read's answer: from the cache when it holds one, else asked for. For the first screen's
 * data (app/first-screen-data.ts), which the screen's hooks then find here.
 */
export function fetchRead<A, R>(read: Read<A, R>, args: A): Promise<ReadResult<R>> {
  const [key, entry] = entryFor(read as Read<never, unknown>, args);
  if (entry.fetching || entry.data !== undefined) {
    return entry.fetching
      ? (entry.fetching as Promise<ReadResult<R>>)
      : Promise.resolve({ data: entry.data as R });
  }
  const result = start(key, entry);
  scheduleDrop(key, entry);
  return result as Promise<ReadResult<R>>;
}

/**
 * Spec §4: after a change, what carries one of `tags` is asked for again where it is shown, and
 * forgotten where it is not.
 */
export function invalidateReads(tags: readonly ReadTag[]) {
  for (const [key, entry] of entries) {
    if (!entry.read.tags?.some((tag) => tags.includes(tag))) continue;
    if (entry.users > 0) void start(key, entry);
    else {
      entries.delete(key);
      notify(key);
    }
  }
}

/** Forgets every answer, listeners kept: between tests (testing/setup.ts), and in a reset. */
export function clearReads() {
  generation += 1;
  for (const entry of entries.values()) clearTimeout(entry.dropTimer);
  entries.clear();
  snapshots.clear();
}

/** Forgets every answer (a language change); what is shown is asked for again, from scratch. */
export function resetReads() {
  const shown = [...entries].filter(([, entry]) => entry.users > 0);
  clearReads();
  for (const [key, old] of shown) {
    const [, entry] = entryFor(old.read, old.args);
    entry.users = old.users;
    void start(key, entry);
  }
  for (const [key, set] of listeners) if (!entries.has(key)) set.forEach((listener) => listener());
}

/** The state of a read as RTK Query's `useQuery` gives it, for the fields the shop uses. */
export type ReadState<R> = {
  /** The answer for these arguments, else the last one this hook showed (as RTK Query does). */
  data: R | undefined;
  error: ReadError | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => Promise<ReadResult<R>>;
};

const noListeners = () => () => undefined;
const UNASKED: Snapshot = { fetching: true };

/**
 * A component's read: asked for when it mounts (unless the cache holds it), kept while it is
 * shown, drawn again when its answer changes. `skipRead` asks for nothing.
 */
export function useRead<A, R>(read: Read<A, R>, args: A | typeof skipRead): ReadState<R> {
  const key = args === skipRead ? null : keyOf(read as Read<never, unknown>, args);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => undefined;
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      const [, entry] = entryFor(read as Read<never, unknown>, args);
      entry.users += 1;
      clearTimeout(entry.dropTimer);
      if (entry.data === undefined && !entry.fetching) void start(key, entry);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
        const current = entries.get(key);
        if (!current) return;
        current.users = Math.max(0, current.users - 1);
        scheduleDrop(key, current);
      };
    },
    // The arguments are the key's; a new object with the same key is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, read],
  );
  const snapshot = useSyncExternalStore(
    key === null ? noListeners : subscribe,
    () => (key === null ? undefined : (snapshots.get(key) ?? UNASKED)),
    () => undefined,
  );
  // The last answer this hook drew, for `data` while new arguments are asked for, kept as RTK
  // Query's useQuery keeps its own (`lastResult`): written only with an answer of the cache, so a
  // render React throws away leaves nothing but a real answer behind.
  const [last] = useState<{ data?: unknown; generation?: number }>(() => ({}));
  if (snapshot?.data !== undefined) Object.assign(last, { data: snapshot.data, generation });
  const kept = last.generation === generation ? last.data : undefined;
  const data = (snapshot?.data ?? kept) as R | undefined;
  const fetching = !!snapshot?.fetching;
  const refetch = useCallback(() => {
    if (key === null)
      return Promise.resolve({ error: { status: 'FETCH_ERROR', error: 'skipped' } });
    const [entryKey, entry] = entryFor(read as Read<never, unknown>, args);
    return start(entryKey, entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, read]) as () => Promise<ReadResult<R>>;
  const error = fetching ? undefined : snapshot?.error;
  return {
    data,
    error,
    isLoading: fetching && data === undefined,
    isFetching: fetching,
    isError: !!error,
    isSuccess: !fetching && !error && snapshot?.data !== undefined,
    refetch,
  };
}
