import type { ApiCall, QueryCall } from '@aurelle/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from './api-client.ts';
import { apiQuery } from './query-client.ts';
import { refreshAfter, type Change } from './refresh.ts';
import { useToken } from './session.ts';

/**
 * A fresh key for one attempt at a change (the API's `Idempotency-Key`): 32 random hex digits, from
 * the random UUID the shop already makes its visitor ids with.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

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

type MutationOptions = {
  /** Spec §4's refresh once the change succeeded (lib/refresh.ts), not waited for. */
  refreshes?: Change;
  /**
   * Sends an `Idempotency-Key`, one per change asked for (per `mutate` call): a retry of the same
   * call sends the same key, so the API applies it once.
   */
  idempotent?: boolean;
};

/** A change sent to the API. */
export function useApiMutation<V, T = unknown>(
  toCall: (variables: V) => ApiCall,
  { refreshes: change, idempotent = false }: MutationOptions = {},
) {
  const client = useQueryClient();
  const [keys] = useState(() => new WeakMap<object, string>());
  const keyOf = (variables: V) => {
    if (typeof variables !== 'object' || variables === null) return newIdempotencyKey();
    let key = keys.get(variables);
    if (!key) keys.set(variables, (key = newIdempotencyKey()));
    return key;
  };
  return useMutation({
    mutationFn: (variables: V) =>
      apiFetch<T>(
        toCall(variables),
        idempotent ? { headers: { 'Idempotency-Key': keyOf(variables) } } : {},
      ),
    onSuccess: () => {
      if (change) void refreshAfter(client, change);
    },
  });
}
