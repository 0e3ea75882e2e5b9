import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import type { StaffLimits } from './staff-limits.ts';
import type { StaffRepository } from './staff.repository.ts';

/** The server's shell acts as nobody in the audit log: it is the owner at the machine. */
const SHELL = { staffId: null, email: 'server shell', ip: null, userAgent: null };

/** A password to hand over once: 24 letters and digits. */
export const generatedPassword = () => randomBytes(18).toString('base64url');

/**
 * What the server's shell may do for the day the owner loses both their phone and recovery
 * codes, or their password: create an owner, set a new password, turn two-factor sign-in off,
 * or make another owner the first owner (when the first one is gone for good). Each is written
 * in the audit log; all but the last end the account's sessions.
 */
export function createStaffShell({
  db,
  repo,
  audit,
  limits,
  site,
  now,
}: {
  db: Db;
  repo: StaffRepository;
  audit: AuditRepository;
  limits: Pick<StaffLimits, 'unlock'>;
  /** The shop's name and slug, which a new password must not lean on. */
  site: { brandName: string; brandSlug: string };
  now: () => Date;
}) {
  async function account(email: string) {
    const found = await repo.byEmail(email.toLowerCase());
    if (!found) throw new AppError(404, `No staff account has the e-mail ${email}`);
    return found;
  }

  return {
    async createOwner(email: string, password: string) {
      await checkNewPassword(password, { email: email.toLowerCase(), names: ['Owner'], site });
      const passwordHash = await hashPassword(password);
      if (await repo.byEmail(email.toLowerCase()))
        throw new AppError(409, `${email} already has a staff account: reset its password instead`);
      await db.transaction(async (tx) => {
        const created = await repo.create(tx, {
          email: email.toLowerCase(),
          name: 'Owner',
          role: 'owner',
          passwordHash,
          // A shop left without a first owner gets this one.
          firstOwner: !(await repo.firstOwner(tx)),
        });
        await audit.record(
          tx,
          SHELL,
          { action: 'shell.owner-created', entityType: 'staff', entityId: created.id },
          now(),
        );
      });
    },

    async resetPassword(email: string, password: string) {
      const found = await account(email);
      await checkNewPassword(password, { email: found.email, names: [found.name], site });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.update(tx, found.id, { passwordHash, active: true });
        await repo.endSessionsOf(tx, found.id, now());
        await audit.record(
          tx,
          SHELL,
          { action: 'shell.password-reset', entityType: 'staff', entityId: found.id },
          now(),
        );
      });
      await limits.unlock(found.email);
    },

    async transferOwnership(email: string) {
      const found = await account(email);
      await db.transaction(async (tx) => {
        const to = await repo.byIdForUpdate(tx, found.id);
        if (!to?.active || to.role !== 'owner')
          throw new AppError(409, `${email} is not an active owner: ownership goes to one`);
        const before = await repo.firstOwner(tx);
        if (before?.id === to.id) return;
        await repo.moveFirstOwner(tx, to.id);
        await audit.record(
          tx,
          SHELL,
          {
            action: 'shell.ownership-transferred',
            entityType: 'staff',
            entityId: to.id,
            changes: { firstOwner: { before: before?.email ?? null, after: to.email } },
          },
          now(),
        );
      });
    },

    async resetTwoFactor(email: string) {
      const found = await account(email);
      await db.transaction(async (tx) => {
        await repo.update(tx, found.id, { totpSecret: null, pendingTotpSecret: null });
        await repo.replaceRecoveryCodes(tx, found.id, []);
        await repo.endSessionsOf(tx, found.id, now());
        await audit.record(
          tx,
          SHELL,
          {
            action: 'shell.two-factor-reset',
            entityType: 'staff',
            entityId: found.id,
            changes: { twoFactor: { before: found.totpSecret !== null, after: false } },
          },
          now(),
        );
      });
      await limits.unlock(found.email);
    },
  };
}
