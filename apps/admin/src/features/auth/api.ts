import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** Signing in with e-mail and password; answers the session at its next stage. */
export function useSignIn() {
  return useApiMutation('signIn');
}

/** The second step of signing in: the authenticator's code, or a recovery code. */
export function useSecondFactor() {
  return useApiMutation('secondFactor');
}

/** Who an invitation is for, by the link's token: asked for once, and not without a token. */
export function useInvitation(token: string) {
  return useApiQuery(
    'invitation',
    { body: { token } },
    { enabled: token !== '', staleTime: Infinity, retry: false },
  );
}

/** Accepting an invitation with a name and a password; answers the new session. */
export function useAcceptInvitation() {
  return useApiMutation('acceptInvitation');
}

/**
 * A new two-factor secret: asked for once per visit to the screen, never again by itself (each
 * answer is another secret).
 */
export function useEnrolment() {
  return useApiQuery(
    'startEnrolment',
    {},
    { staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false },
  );
}

/** Confirms two-factor set-up with a code from the app; answers the recovery codes. */
export function useConfirmEnrolment() {
  return useApiMutation('confirmEnrolment');
}
