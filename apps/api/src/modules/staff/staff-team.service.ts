import { createHash, randomBytes } from 'node:crypto';
import {
  adminMessages,
  type AcceptInvitationBody,
  type Invitation,
  type InviteBody,
  type SecuritySettings,
  type StaffList,
  type StaffMember,
  type UpdateStaffBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import { changesBetween, type AuditRepository } from '../audit/audit.repository.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import {
  actorOf,
  type CallerInfo,
  type OpenedSession,
  type StaffAuthService,
  type StaffPrincipal,
} from './staff-auth.service.ts';
import { invitationEmail } from './staff-emails.ts';
import type { StaffLimits } from './staff-limits.ts';
import { STAFF_LIMITS } from './staff-limits.ts';
import { securityOf, sessionMaxAgeMs, stageOf, staffMemberOf } from './staff-session.ts';
import type { StaffRepository } from './staff.repository.ts';

/** An invitation's link works for 72 hours. */
const INVITATION_TTL_MS = 72 * 3_600_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = {
  db: Db;
  repo: StaffRepository;
  audit: AuditRepository;
  auth: Pick<StaffAuthService, 'openSession' | 'view'>;
  limits: StaffLimits;
  clock: Clock;
  isProduction: boolean;
  site: { brandName: string; brandSlug: string; publicUrl: string };
  emailQueued: () => void;
};

/** The sign-in rules as the audit log shows a change: one line per role and per duration. */
const auditedSecurity = ({ twoFactorRequired, ...sessions }: SecuritySettings) => ({
  ...Object.fromEntries(
    Object.entries(twoFactorRequired).map(([role, required]) => [
      `twoFactorRequired.${role}`,
      required,
    ]),
  ),
  ...sessions,
});

/** The owner's work on the team: invitations, roles, deactivation, and the sign-in rules. */
export function createStaffTeamService(deps: Deps) {
  const { db, repo, audit, auth, limits, clock, isProduction, site } = deps;

  const invitationOf = (row: {
    id: string;
    email: string;
    name: string;
    role: Invitation['role'];
    invitedBy: string;
    expiresAt: Date;
  }): Invitation => ({ ...row, expiresAt: row.expiresAt.toISOString() });

  return {
    async list(): Promise<StaffList> {
      const [accounts, invitations] = await Promise.all([
        repo.all(),
        repo.pendingInvitations(clock.now()),
      ]);
      return { staff: accounts.map(staffMemberOf), invitations: invitations.map(invitationOf) };
    },

    async invite(
      principal: StaffPrincipal,
      body: InviteBody,
      caller: CallerInfo,
    ): Promise<Invitation> {
      if (await repo.byEmail(body.email))
        throw new AppError(409, adminMessages.alreadyStaff, { email: adminMessages.alreadyStaff });
      const token = randomBytes(32).toString('base64url');
      const at = clock.now();
      const invitation = await db.transaction(async (tx) => {
        await repo.revokePendingTo(tx, body.email, at);
        const row = await repo.createInvitation(tx, {
          tokenHash: tokenHash(token),
          ...body,
          invitedBy: principal.account.id,
          expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
        });
        await queueEmail(
          tx,
          invitationEmail(site, { ...body, invitedBy: principal.account.name }, token),
        );
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'staff.invited',
            entityType: 'invitation',
            entityId: row.id,
            changes: changesBetween({}, { email: body.email, name: body.name, role: body.role }),
          },
          at,
        );
        return row;
      });
      deps.emailQueued();
      return invitationOf({ ...invitation, invitedBy: principal.account.name });
    },

    async revokeInvitation(principal: StaffPrincipal, id: string, caller: CallerInfo) {
      const at = clock.now();
      await db.transaction(async (tx) => {
        const row = await repo.revokeInvitation(tx, id, at);
        if (!row) throw notFound(adminMessages.invitationNotFound);
        await audit.record(
          tx,
          actorOf(principal, caller),
          { action: 'staff.invitation-withdrawn', entityType: 'invitation', entityId: id },
          at,
        );
      });
      return { ok: true as const };
    },

    /** Who a link is for, before they choose a password. */
    async previewInvitation(token: string, caller: CallerInfo) {
      const now = clock.now();
      await limits.tryFromIp(caller.ip, now, STAFF_LIMITS.invitationTriesPerIp);
      const row = await repo.pendingInvitation(tokenHash(token), now);
      if (!row) throw notFound(adminMessages.invitationInvalid);
      return { email: row.email, name: row.name, role: row.role };
    },

    /** Uses the link once: creates the account and signs it in. */
    async acceptInvitation(body: AcceptInvitationBody, caller: CallerInfo): Promise<OpenedSession> {
      const now = clock.now();
      await limits.tryFromIp(caller.ip, now, STAFF_LIMITS.invitationTriesPerIp);
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const pending = await repo.pendingInvitation(tokenHash(body.token), now);
      if (!pending) throw notFound(adminMessages.invitationInvalid);
      await checkNewPassword(body.password, {
        email: pending.email,
        names: [pending.name, body.name],
        site,
      });
      const passwordHash = await hashPassword(body.password);
      const security = securityOf(await repo.securitySettings(), isProduction);
      try {
        return await db.transaction(async (tx) => {
          const invitation = await repo.acceptInvitation(tx, tokenHash(body.token), now);
          if (!invitation) throw notFound(adminMessages.invitationInvalid);
          const account = await repo.create(tx, {
            email: invitation.email,
            name: body.name,
            role: invitation.role,
            passwordHash,
          });
          const id = await auth.openSession(tx, account, true, caller);
          const signedIn = await repo.update(tx, account.id, { lastSignInAt: now });
          await audit.record(
            tx,
            actorOf({ account, idHash: '', stage: 'ready' }, caller),
            {
              action: 'staff.joined',
              entityType: 'staff',
              entityId: account.id,
              changes: changesBetween(
                {},
                { email: account.email, name: account.name, role: account.role },
              ),
            },
            now,
          );
          const stage = stageOf({ signedIn: true, account }, security);
          return { id, maxAgeMs: sessionMaxAgeMs(security), session: auth.view(signedIn, stage) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, adminMessages.alreadyStaff);
        throw error;
      }
    },

    /**
     * Changes a colleague's role or whether their account is active; deactivating ends their
     * sessions at once. Nobody changes themselves, and the last active owner stays one.
     */
    async update(
      principal: StaffPrincipal,
      id: string,
      body: UpdateStaffBody,
      caller: CallerInfo,
    ): Promise<StaffMember> {
      if (id === principal.account.id) throw new AppError(409, adminMessages.notYourself);
      const at = clock.now();
      return db.transaction(async (tx) => {
        const before = await repo.byIdForUpdate(tx, id);
        if (!before) throw notFound(adminMessages.staffNotFound);
        const after = { role: body.role ?? before.role, active: body.active ?? before.active };
        const losesOwner =
          before.role === 'owner' && before.active && (after.role !== 'owner' || !after.active);
        if (losesOwner && (await repo.otherActiveOwners(tx, id)) === 0)
          throw new AppError(409, adminMessages.lastOwner);
        const updated = await repo.update(tx, id, after);
        if (!after.active || after.role !== before.role) await repo.endSessionsOf(tx, id, at);
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: !after.active && before.active ? 'staff.deactivated' : 'staff.updated',
            entityType: 'staff',
            entityId: id,
            changes: changesBetween({ role: before.role, active: before.active }, after),
          },
          at,
        );
        return staffMemberOf(updated);
      });
    },

    async securitySettings(): Promise<SecuritySettings> {
      return securityOf(await repo.securitySettings(), isProduction);
    },

    /** Saves the sign-in rules whole; in production owners keep two-factor sign-in. */
    async updateSecuritySettings(
      principal: StaffPrincipal,
      body: SecuritySettings,
      caller: CallerInfo,
    ): Promise<SecuritySettings> {
      if (isProduction && !body.twoFactorRequired.owner)
        throw badRequest(adminMessages.ownerTwoFactor, {
          'twoFactorRequired.owner': adminMessages.ownerTwoFactor,
        });
      const at = clock.now();
      await db.transaction(async (tx) => {
        const before = securityOf(await repo.securitySettings(tx), isProduction);
        await repo.setSecuritySettings(tx, body);
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'settings.updated',
            entityType: 'settings',
            entityId: 'security',
            changes: changesBetween(auditedSecurity(before), auditedSecurity(body)),
          },
          at,
        );
      });
      return body;
    },
  };
}

export type StaffTeamService = ReturnType<typeof createStaffTeamService>;
