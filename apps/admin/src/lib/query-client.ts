import { ApiError } from '@aurelle/client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from './query-keys.ts';
import { keepWhySessionEnded } from './session.ts';

/** A call refused as signed out (401) or not allowed (403). */
function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The query client, with the back office's rules for refused calls: a query answered 401 means the
 * session is gone, so the cached one is dropped (the guards then go to sign-in). A form's 401 may
 * be its own answer (a wrong password), and a 403 may mean the role changed: both ask for the
 * session again, which tells.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.queryKey[0] === SESSION_KEY[0]) return;
        if (statusOf(error) === 401) {
          dropSession(client);
          keepWhySessionEnded(client, (error as ApiError).message);
        } else if (statusOf(error) === 403)
          void client.invalidateQueries({ queryKey: SESSION_KEY });
      },
    }),
    mutationCache: new MutationCache({
      onError(error) {
        const status = statusOf(error);
        if (status === 401 || status === 403) {
          void client.invalidateQueries({ queryKey: SESSION_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal or a bad request does not get better by asking again; a lost network may.
        retry: (count, error) => {
          const status = statusOf(error);
          return count < 2 && (status === undefined || status === 0 || status >= 500);
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Forgets the session and everything read under it (signed out, or the server says so). */
export function dropSession(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  client.setQueryData(SESSION_KEY, null);
}
