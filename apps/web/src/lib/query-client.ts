import type { ApiError } from '@aurelle/client';
import {
  FIRST_SCREEN_DATA_ID,
  UNUSED_DATA_SECONDS,
  queryKeyOf,
  type FirstScreenData,
  type QueryCall,
} from '@aurelle/contract';
import { hydrate, QueryClient, queryOptions, type DehydratedState } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { readCurrency, readLanguage } from './preferences.ts';
import { getToken } from './session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * The shop's query client. A query's data stays until a change refreshes it (lib/refresh.ts) or
 * the language changes, and is dropped 60 s after nothing shows it (spec §9). A failed call is
 * shown, not retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: UNUSED_DATA_SECONDS * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/**
 * A call as a query. Its key holds everything its answer depends on: the call, and the bearer
 * token it carries (spec §6), so a sign-in or a sign-out asks afresh for what the customer's
 * token changes, and a visitor's key is the one the server wrote the first screen's data under.
 */
export function apiQuery<T>(call: QueryCall, token: string | null = getToken()) {
  const sent = call.anonymous ? null : token;
  return queryOptions({
    queryKey: queryKeyOf(call, sent),
    queryFn: ({ signal }) => apiFetch<T>(call, { token: sent, signal }),
  });
}

/**
 * Takes a visitor's first-screen data from the page (the server's dehydrated queries), when it
 * was drawn in the locale the app starts in. Read once: the element goes.
 */
export function hydrateFirstScreen(client: QueryClient) {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return;
  element.remove();
  if (getToken()) return;
  try {
    const data = JSON.parse(element.textContent || 'null') as FirstScreenData | null;
    if (data?.lang !== readLanguage() || data.currency !== readCurrency()) return;
    hydrate(client, data.state as DehydratedState);
  } catch {
    // A page without readable data: the queries call.
  }
}
