import type { Db } from '../../db/client.ts';
import { resealJobSecrets } from '../../lib/job-queue.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { isUnsaltedRecoveryHash, upgradeRecoveryHash } from './totp.ts';
import type { StaffRepository } from './staff.repository.ts';

/** What an account's TOTP secret (confirmed, or being set up) is bound to when sealed. */
const totpContext = (staffId: string) => `staff-totp:${staffId}`;

/** Staff TOTP secrets sealed with the back office's key (lib/secret-box.ts). */
export function createStaffSecrets(box: SecretBox) {
  return {
    sealTotp: (secret: string, staffId: string) => box.seal(secret, totpContext(staffId)),

    /**
     * The base32 secret. A value stored before secrets were sealed (no `v1.` prefix) is read as it
     * is: the next start seals it (`sealStaffSecrets`).
     */
    openTotp: (stored: string, staffId: string) =>
      box.isSealed(stored) ? box.open(stored, totpContext(staffId)) : stored,
  };
}

export type StaffSecrets = ReturnType<typeof createStaffSecrets>;

export type SealReport = {
  /** Secrets that were plain text, now sealed. */
  sealed: number;
  /** Secrets sealed under ADMIN_ENCRYPTION_KEY_PREVIOUS, now under ADMIN_ENCRYPTION_KEY. */
  resealed: number;
  /** Recovery codes stored as a bare SHA-256, now argon2id. */
  rehashed: number;
  /** What neither key opens (or was tampered with): each account's e-mail, or a job's id. */
  unreadable: string[];
};

/**
 * Brings every staff secret at rest to today's form, at each start and by `npm run staff --
 * rotate-encryption-key`: plain TOTP secrets sealed, values under the previous key sealed again
 * under the current one (a job's link too), unsalted recovery hashes made argon2id. Each write
 * replaces a value only if it is still the one read, so instances starting together are safe.
 */
export async function sealStaffSecrets(
  db: Db,
  repo: StaffRepository,
  box: SecretBox,
): Promise<SealReport> {
  const secrets = createStaffSecrets(box);
  const report: SealReport = { sealed: 0, resealed: 0, rehashed: 0, unreadable: [] };
  for (const account of await repo.accountsWithTotpSecrets()) {
    for (const field of ['totpSecret', 'pendingTotpSecret'] as const) {
      const stored = account[field];
      if (stored === null || (box.isSealed(stored) && box.isCurrent(stored))) continue;
      let plain: string;
      try {
        plain = secrets.openTotp(stored, account.id);
      } catch {
        // Reported, not fatal: the shop starts, and that account's two-factor sign-in is reset.
        report.unreadable.push(account.email);
        continue;
      }
      await repo.replaceTotpSecret(account.id, field, stored, secrets.sealTotp(plain, account.id));
      report[box.isSealed(stored) ? 'resealed' : 'sealed'] += 1;
    }
  }
  for (const code of await repo.unsaltedRecoveryCodes()) {
    if (!isUnsaltedRecoveryHash(code.codeHash)) continue;
    await repo.replaceRecoveryHash(
      code.staffId,
      code.codeHash,
      await upgradeRecoveryHash(code.codeHash),
    );
    report.rehashed += 1;
  }
  const jobs = await resealJobSecrets(db, box);
  report.resealed += jobs.resealed;
  report.unreadable.push(...jobs.unreadable.map((id) => `job ${id}`));
  return report;
}
