import type { ApiCall, QueryCall } from '@aurelle/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { apiQuery } from './query-client.ts';
import { refreshAfter, type Change } from './refresh.ts';
import { useToken } from './session.ts';

type QueryOptions<T, S> = {
  /** False asks for nothing yet (the arguments are not known, or no one is signed in). */
  enabled?: boolean;
  /** The part of the answer the component draws. */
  select?: (data: T) => S;
};

const NO_CALL: QueryCall = { name: 'none', method: 'GET', path: '' };

/**
 * A component's query of `call` (null: nothing to ask yet), with the signed-in customer's token
 * where the call carries one: asked for when shown, kept while shown (lib/query-client.ts).
 */
export function useApiQuery<T, S = T>(call: QueryCall | null, options: QueryOptions<T, S> = {}) {
  const token = useToken();
  const enabled = call !== null && options.enabled !== false;
  return useQuery({
    ...apiQuery<T>(call ?? NO_CALL, token),
    enabled,
    select: options.select,
    // New arguments show the last answer until theirs comes; a query turned off shows nothing.
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}

/**
 * A change sent to the API; once it succeeded, spec §4's refresh for `change` (lib/refresh.ts),
 * without waiting for it.
 */
export function useApiMutation<V, T = unknown>(toCall: (variables: V) => ApiCall, change?: Change) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => apiFetch<T>(toCall(variables)),
    onSuccess: () => {
      if (change) void refreshAfter(client, change);
    },
  });
}
