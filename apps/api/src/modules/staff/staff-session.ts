import { createHash, randomBytes } from 'node:crypto';
import {
  ROLE_PERMISSIONS,
  type AdminSession,
  type SessionStage,
  type StaffMember,
} from '@aurelle/contract';
import type { StaffAccount, StaffSessionRow } from './staff.repository.ts';

/** A session lasts at most 7 days, and ends after 12 hours without a call. */
export const SESSION_MAX_AGE_MS = 7 * 86_400_000;
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** A session's last-seen time is written at most this often (not on every call). */
export const SESSION_TOUCH_MS = 60_000;

/** A new session's id (the cookie's value) and the hash the table keeps. */
export function newSessionId(): { id: string; idHash: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, idHash: sessionIdHash(id) };
}

export function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Where a session stands: the second factor is due; or two-factor sign-in must be set up first
 * (an owner in production, or everyone when the owner requires it); or ready.
 */
export function stageOf(
  row: Pick<StaffSessionRow, 'signedIn' | 'account' | 'requireTwoFactor'>,
  isProduction: boolean,
): SessionStage {
  if (!row.signedIn) return 'second-factor';
  const mustEnrol = row.requireTwoFactor || (isProduction && row.account.role === 'owner');
  return mustEnrol && !row.account.totpSecret ? 'enrol' : 'ready';
}

export function staffMemberOf(account: StaffAccount): StaffMember {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    active: account.active,
    twoFactor: account.totpSecret !== null,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}

export function adminSessionOf(
  account: StaffAccount,
  stage: SessionStage,
  site: { demo: boolean; brandName: string },
): AdminSession {
  return {
    stage,
    staff: staffMemberOf(account),
    permissions: stage === 'ready' ? [...ROLE_PERMISSIONS[account.role]] : [],
    demo: site.demo,
    brandName: site.brandName,
  };
}
