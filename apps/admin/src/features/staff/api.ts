import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** Staff accounts and pending invitations (`enabled` false: not asked for, as for a role without staff:read). */
export function useStaffList(enabled = true) {
  return useApiQuery('listStaff', {}, { enabled });
}

/** Invites someone by e-mail to a role; the list then shows the invitation. */
export function useInvite() {
  return useApiMutation('invite', { invalidates: ['listStaff'] });
}

/** Withdraws a pending invitation. */
export function useRevokeInvitation() {
  return useApiMutation('revokeInvitation', { invalidates: ['listStaff'] });
}

/** Changes a member's role, or deactivates or reactivates the account. */
export function useUpdateStaff() {
  return useApiMutation('updateStaff', { invalidates: ['listStaff'] });
}

/** Hands the first owner's title to another owner; the session's own role may change with it. */
export function useTransferOwnership() {
  return useApiMutation('transferOwnership', { invalidates: ['listStaff', 'session'] });
}

/** Lifts a colleague's lock after wrong sign-ins (the owner's call). */
export function useUnlockStaff() {
  return useApiMutation('unlockStaff', { invalidates: ['listStaff', 'audit'] });
}
