import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import {
  adminMessages,
  ROLE_PERMISSIONS,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  securitySettingsSchema,
  STAFF_ROLES,
  type AdminSession,
  type SecuritySettings,
  type SessionStage,
  type StaffMember,
} from '@aurelle/contract';
import type { StaffAccount, StaffSessionRow } from './staff.repository.ts';

/** A session's last-seen time is written at most this often (not on every call). */
export const SESSION_TOUCH_MS = 60_000;

/** What `admin_settings.security` may hold: any part the owner has not saved is left out. */
const storedSecuritySchema = z.object({
  twoFactorRequired: z.optional(z.partial(securitySettingsSchema.shape.twoFactorRequired)),
  sessionIdleMinutes: z.optional(securitySettingsSchema.shape.sessionIdleMinutes),
  sessionMaxHours: z.optional(securitySettingsSchema.shape.sessionMaxHours),
});

/**
 * The sign-in rules in force: what the owner saved, else the defaults. In production every role
 * must set up two-factor sign-in unless the owner relaxed it for that role, and never for owners;
 * in demo mode it is offered and may be skipped unless the owner requires it.
 */
export function securityOf(stored: unknown, isProduction: boolean): SecuritySettings {
  const saved = storedSecuritySchema.safeParse(stored ?? {}).data ?? {};
  const twoFactorRequired = Object.fromEntries(
    STAFF_ROLES.map((role) => [
      role,
      (isProduction && role === 'owner') || (saved.twoFactorRequired?.[role] ?? isProduction),
    ]),
  ) as SecuritySettings['twoFactorRequired'];
  return {
    twoFactorRequired,
    sessionIdleMinutes: saved.sessionIdleMinutes ?? SESSION_IDLE_MINUTES.default,
    sessionMaxHours: saved.sessionMaxHours ?? SESSION_MAX_HOURS.default,
  };
}

/** How long a session's cookie is kept: its longest life. */
export const sessionMaxAgeMs = (security: SecuritySettings) => security.sessionMaxHours * 3_600_000;

/**
 * Why a session has ended by time, as the 401 says it, or null while it lives: it was begun more
 * than the longest session ago, or not used for the idle time. The rules in force now apply, so
 * a shorter setting ends live sessions at once.
 */
export function sessionOver(
  row: Pick<StaffSessionRow, 'createdAt' | 'lastSeenAt'>,
  security: SecuritySettings,
  now: Date,
): string | null {
  if (now.getTime() - row.createdAt.getTime() >= sessionMaxAgeMs(security))
    return adminMessages.sessionExpired(security.sessionMaxHours);
  if (now.getTime() - row.lastSeenAt.getTime() >= security.sessionIdleMinutes * 60_000)
    return adminMessages.sessionIdle(security.sessionIdleMinutes);
  return null;
}

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
 * (the rules require it of the account's role); or ready.
 */
export function stageOf(
  row: Pick<StaffSessionRow, 'signedIn' | 'account'>,
  security: SecuritySettings,
): SessionStage {
  if (!row.signedIn) return 'second-factor';
  const mustEnrol = security.twoFactorRequired[row.account.role];
  return mustEnrol && !row.account.totpSecret ? 'enrol' : 'ready';
}

export function staffMemberOf(account: StaffAccount): StaffMember {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    active: account.active,
    firstOwner: account.firstOwner,
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
