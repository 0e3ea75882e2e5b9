import type { ApiError } from '@aurelle/client';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { callApi, type CallInput, type CallOutput, type EndpointName } from './api.ts';
import { keyOf } from './query-keys.ts';

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

/** A read from the API, cached by TanStack Query under `queryKeyOf(name, input)`. */
export function useApiQuery<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  options: QueryOptions<N> = {},
) {
  return useQuery<CallOutput<N>, ApiError>({
    queryKey: queryKeyOf(name, input),
    queryFn: ({ signal }) => callApi(name, input, signal),
    ...options,
  });
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
