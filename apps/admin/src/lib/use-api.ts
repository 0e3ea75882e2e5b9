import type { ApiError } from '@aurelle/client';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi, callFile, type CallInput, type CallOutput, type EndpointName } from './api.ts';
import { keyOf } from './query-keys.ts';
import { saveFile } from './save-file.ts';

// The helpers each area's query module (`features/<area>/api.ts`) builds its queries and changes
// with; components and screens call those modules, never these.

type QueryOptions<N extends EndpointName> = Omit<
  UseQueryOptions<CallOutput<N>, ApiError>,
  'queryKey' | 'queryFn'
>;

/** The key of a call's query: its operationId, then what it takes when it takes anything. */
export function queryKeyOf<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
): readonly unknown[] {
  const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
  return params === undefined && query === undefined && body === undefined
    ? keyOf(name)
    : keyOf(name, { params, query, body });
}

/** A call as a query: its key and the function that asks (for `fetchQuery` as for `useQuery`). */
export function apiQuery<N extends EndpointName>(name: N, input: CallInput<N>) {
  return {
    queryKey: queryKeyOf(name, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(name, input, signal),
  };
}

/** A read from the API, cached by TanStack Query under `queryKeyOf(name, input)`. */
export function useApiQuery<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  options: QueryOptions<N> = {},
) {
  return useQuery<CallOutput<N>, ApiError>({ ...apiQuery(name, input), ...options });
}

/** Asks again for every query of these calls (what the server holds for them changed). */
export function useRefresh(names: readonly EndpointName[]) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(names.map((name) => client.invalidateQueries({ queryKey: keyOf(name) }))).then(
        () => undefined,
      ),
    [client, names],
  );
}

type MutationOptions<N extends EndpointName> = {
  /** The calls whose queries this change makes stale. */
  invalidates?: readonly EndpointName[];
  onSuccess?: (data: CallOutput<N>, input: CallInput<N>) => void;
};

/** A change through the API; on success, the queries it affects are asked for again. */
export function useApiMutation<N extends EndpointName>(
  name: N,
  { invalidates = [], onSuccess }: MutationOptions<N> = {},
) {
  const client = useQueryClient();
  return useMutation<CallOutput<N>, ApiError, CallInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (data, input) => {
      onSuccess?.(data, input);
      await Promise.all(
        invalidates.map((other) => client.invalidateQueries({ queryKey: keyOf(other) })),
      );
    },
  });
}

/**
 * A file to download (a PDF): asked for when `mutate` is called, with progress while it comes,
 * then handed to the browser under the server's name; a refusal is the mutation's error.
 */
export function useApiDownload<N extends EndpointName>(name: N, fallbackName: string) {
  return useMutation<void, ApiError, CallInput<N>>({
    mutationFn: async (input) => saveFile(await callFile(name, input, fallbackName)),
  });
}
