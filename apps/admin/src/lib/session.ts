import { ApiError } from '@aurelle/client';
import {
  adminMessages,
  type AdminSession,
  type Permission,
  type SessionStage,
} from '@aurelle/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { paths } from '../config/paths.ts';
import { callApi } from './api.ts';
import { SESSION_ENDED_KEY, SESSION_KEY } from './query-keys.ts';

/** The signed-in staff member's session; `null` when there is none (the server answered 401). */
export const sessionQuery = queryOptions<AdminSession | null, ApiError>({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal, client }) => {
    try {
      return await callApi('session', {}, signal);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      keepWhySessionEnded(client, error.message);
      return null;
    }
  },
  staleTime: 60_000,
});

/**
 * Keeps the server's reason when it refused a session that had been open (it ended after a time
 * without activity, or at its longest), for the sign-in screen to say; the plain "sign in" of a
 * browser that had no session says nothing worth repeating.
 */
export function keepWhySessionEnded(client: QueryClient, message: string): void {
  if (message !== adminMessages.signInAgain) client.setQueryData(SESSION_ENDED_KEY, message);
}

/** Why the last session ended, if the server said so; forgotten once someone signs in. */
export function useWhySessionEnded(): string | undefined {
  return useQueryClient().getQueryData<string>(SESSION_ENDED_KEY);
}

/** The session query: what drives which screen shows. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** Asks for the session again now (its stage changed on the server); resolves once it has come. */
export function useRefreshSession() {
  const client = useQueryClient();
  return useCallback(() => client.fetchQuery({ ...sessionQuery, staleTime: 0 }), [client]);
}

/** Keeps a session the server has just answered (sign-in, code, invitation) as the current one. */
export function useKeepSession() {
  const client = useQueryClient();
  return useCallback(
    (session: AdminSession) => {
      // Nothing read as someone else may show to this person (the screen on view keeps its own).
      client.removeQueries({
        type: 'inactive',
        predicate: (query) => query.queryKey[0] !== SESSION_KEY[0],
      });
      client.setQueryData(SESSION_KEY, session);
    },
    [client],
  );
}

/** The screen a session at each stage goes to. */
export function pathOfStage(stage: SessionStage): string {
  if (stage === 'second-factor') return paths.secondFactor;
  if (stage === 'enrol') return paths.twoFactor;
  return paths.dashboard;
}

export const SessionContext = createContext<AdminSession | null>(null);

/** The session of the signed-in staff member, inside the screens that need one. */
export function useStaffSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession is used outside a signed-in screen');
  return session;
}

/** Whether the session's role allows a permission (only to hide what it cannot do). */
export function can(session: AdminSession, permission: Permission): boolean {
  return session.permissions.includes(permission);
}
