import { useApiMutation } from '../../lib/use-api.ts';

/** Changes one's password (the current one, then the new). */
export function useChangePassword() {
  return useApiMutation('changePassword');
}

/** New recovery codes, for a current code from the app. */
export function useNewRecoveryCodes() {
  return useApiMutation('newRecoveryCodes');
}

/** Changes one's own name; the session and the staff list show it after. */
export function useChangeAccountName() {
  return useApiMutation('changeAccountName', { invalidates: ['session', 'listStaff'] });
}
