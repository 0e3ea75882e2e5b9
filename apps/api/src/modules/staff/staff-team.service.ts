import { createHash, randomBytes } from 'node:crypto';
import {
  adminMessages,
  roleCan,
  type AcceptInvitationBody,
  type Invitation,
  type InviteBody,
  type SecuritySettings,
  type StaffList,
  type StaffMember,
  type StaffRole,
  type TransferOwnershipBody,
  type UpdateStaffBody,
} from '@aurelle/contract';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, fieldConflict, notFound } from '../../lib/errors.ts';
import { enqueueJob, jobSecretContext, type JobHandler } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { changesBetween } from '../audit/audit.repository.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import {
  actorOf,
  type CallerInfo,
  type OpenedSession,
  type StaffAuthService,
  type StaffDeps,
  type StaffPrincipal,
} from './staff-auth.service.ts';
import { invitationEmail } from './staff-emails.ts';
import { STAFF_LIMITS } from './staff-limits.ts';
import { securityOf, sessionMaxAgeMs, stageOf, staffMemberOf } from './staff-session.ts';
import type { StaffAccount, StaffInvitation } from './staff.repository.ts';

/** An invitation's link works for 72 hours. */
const INVITATION_TTL_MS = 72 * 3_600_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `sender` may invite today: active, managing staff, and an owner to invite an owner. */
function mayInvite(sender: StaffAccount | undefined, role: StaffRole): boolean {
  if (!sender?.active || !roleCan(sender.role, 'staff:write')) return false;
  return role !== 'owner' || sender.role === 'owner';
}

const isPending = (invitation: StaffInvitation, at: Date) =>
  !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > at;

type Deps = Omit<StaffDeps, 'secrets'> & {
  auth: Pick<StaffAuthService, 'openSession' | 'view' | 'reconfirm'>;
  /** Seals an invitation's link while its e-mail waits in the jobs table. */
  box: SecretBox;
  mailer: Mailer;
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
  const { db, repo, audit, auth, box, mailer, limits, clock, isProduction, site } = deps;
  /** A link that names no pending invitation counts against its address; a right one never does. */
  const wrongLink = (caller: CallerInfo, now: Date) =>
    limits.wrongFromIp(caller.ip, now, STAFF_LIMITS.wrongLinksPerIp);

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
      const now = clock.now();
      const [accounts, invitations] = await Promise.all([repo.all(), repo.pendingInvitations(now)]);
      // A few accounts, one counter each: read where the lock is kept.
      const locked: string[] = [];
      for (const account of accounts)
        if (account.active && (await limits.isLocked(account.email, now))) locked.push(account.id);
      return {
        staff: accounts.map(staffMemberOf),
        invitations: invitations.map(invitationOf),
        locked,
      };
    },

    /**
     * The owner lifts a colleague's lock after wrong sign-ins (when they know the tries were the
     * colleague's own): the e-mail's count and every address's wait are forgotten, as the
     * server's shell does.
     */
    async unlock(principal: StaffPrincipal, id: string, caller: CallerInfo) {
      const at = clock.now();
      const account = await repo.byId(id);
      if (!account) throw notFound(adminMessages.staffNotFound);
      const wasLocked = await limits.isLocked(account.email, at);
      await limits.unlock(account.email);
      await db.transaction(async (tx) => {
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'staff.unlocked',
            entityType: 'staff',
            entityId: id,
            changes: { locked: { before: wasLocked, after: false } },
          },
          at,
        );
      });
      return { ok: true as const };
    },

    async invite(
      principal: StaffPrincipal,
      body: InviteBody,
      caller: CallerInfo,
    ): Promise<Invitation> {
      if (!mayInvite(principal.account, body.role))
        throw new AppError(403, adminMessages.ownerInvitesOwner, {
          role: adminMessages.ownerInvitesOwner,
        });
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
        // The link exists in plain text only in this process and in the e-mail: the job keeps it
        // sealed, and drops it once the e-mail is sent (lib/job-queue.ts).
        await enqueueJob(tx, 'staff.invitation', { invitationId: row.id }, undefined, {
          value: token,
          box,
        });
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

    /** The `staff.invitation` job: the e-mail, made from the invitation and its sealed link. */
    invitationJob: {
      async run({ invitationId }, job) {
        const found = await repo.invitationToSend(invitationId);
        // Accepted, withdrawn or expired before it went: there is nothing to send.
        if (!found || !isPending(found.invitation, clock.now())) return;
        if (!job.sealed) throw new Error("the invitation's link is no longer kept: invite again");
        const token = box.open(job.sealed, jobSecretContext(job.id));
        if (tokenHash(token) !== found.invitation.tokenHash)
          throw new Error('the sealed link belongs to another invitation');
        const { email, name, role } = found.invitation;
        await mailer.send(
          invitationEmail(site, { email, name, role, invitedBy: found.invitedBy }, token),
        );
      },
    } satisfies JobHandler<'staff.invitation'>,

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
      await limits.refuseBusyAddress(caller.ip, now, STAFF_LIMITS.wrongLinksPerIp);
      const row = await repo.pendingInvitation(tokenHash(token), now);
      if (!row) await wrongLink(caller, now);
      if (!row || !mayInvite(await repo.byId(row.invitedBy), row.role))
        throw notFound(adminMessages.invitationInvalid);
      return { email: row.email, name: row.name, role: row.role };
    },

    /** Uses the link once: creates the account and signs it in. */
    async acceptInvitation(body: AcceptInvitationBody, caller: CallerInfo): Promise<OpenedSession> {
      const now = clock.now();
      await limits.refuseBusyAddress(caller.ip, now, STAFF_LIMITS.wrongLinksPerIp);
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const pending = await repo.pendingInvitation(tokenHash(body.token), now);
      if (!pending) {
        await wrongLink(caller, now);
        throw notFound(adminMessages.invitationInvalid);
      }
      await checkNewPassword(body.password, {
        email: pending.email,
        names: [pending.name, body.name],
        site,
      });
      const passwordHash = await hashPassword(body.password);
      const security = securityOf(await repo.securitySettings(), isProduction);
      try {
        return await db.transaction(async (tx) => {
          // The sender's row is held first (the order a deactivation takes too): one that is
          // deactivated or demoted at this moment either waits for this, or wins and withdraws it.
          const sender = await repo.byIdForShare(tx, pending.invitedBy);
          if (!mayInvite(sender, pending.role)) throw notFound(adminMessages.invitationInvalid);
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
     * sessions at once, and someone who can no longer invite has their pending invitations
     * withdrawn. Nobody changes themselves, nobody demotes or deactivates the first owner, and the
     * last active owner stays one.
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
        if (before.firstOwner && (after.role !== before.role || !after.active))
          throw new AppError(409, adminMessages.firstOwnerStays);
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
        if (mayInvite(before, 'owner') && !mayInvite(updated, 'owner')) {
          const reason = updated.active ? 'sender no longer an owner' : 'sender deactivated';
          for (const withdrawn of await repo.revokePendingFrom(tx, id, at))
            await audit.record(
              tx,
              actorOf(principal, caller),
              {
                action: 'staff.invitation-withdrawn',
                entityType: 'invitation',
                entityId: withdrawn.id,
                changes: changesBetween({}, { email: withdrawn.email, reason }),
              },
              at,
            );
        }
        return staffMemberOf(updated);
      });
    },

    /**
     * The first owner hands the title to another active owner, after giving their password and a
     * current code again: from then on the other is the one nobody demotes or deactivates.
     */
    async transferOwnership(
      principal: StaffPrincipal,
      body: TransferOwnershipBody,
      caller: CallerInfo,
    ): Promise<{ ok: true }> {
      const { account } = principal;
      if (!account.firstOwner) throw new AppError(403, adminMessages.onlyFirstOwner);
      const isActiveOwner = (to: StaffAccount | undefined): to is StaffAccount =>
        to !== undefined && to.id !== account.id && to.active && to.role === 'owner';
      // Checked before the code is taken, so a wrong choice does not spend it; again below.
      if (!isActiveOwner(await repo.byId(body.staffId)))
        throw fieldConflict('staffId', adminMessages.transferToOwner);
      await auth.reconfirm(principal, body, caller);
      const at = clock.now();
      await db.transaction(async (tx) => {
        const to = await repo.byIdForUpdate(tx, body.staffId);
        if (!isActiveOwner(to)) throw fieldConflict('staffId', adminMessages.transferToOwner);
        if ((await repo.firstOwner(tx))?.id !== account.id)
          throw new AppError(403, adminMessages.onlyFirstOwner);
        await repo.moveFirstOwner(tx, to.id);
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'staff.ownership-transferred',
            entityType: 'staff',
            entityId: to.id,
            changes: { firstOwner: { before: account.email, after: to.email } },
          },
          at,
        );
      });
      return { ok: true };
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
