import type { FirstOwner } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import type { StaffRepository } from './staff.repository.ts';

/**
 * Creates the first owner when the shop has no staff account yet: OWNER_EMAIL and OWNER_PASSWORD
 * when set (either mode), else in demo mode a demo owner whose generated password is kept in
 * DATA_DIR/secrets.json. Answers what was created, for the start-up message, or null.
 */
export async function ensureFirstOwner(
  db: Db,
  repo: StaffRepository,
  audit: AuditRepository,
  owner: FirstOwner | null,
  site: { brandName: string; brandSlug: string },
  now: Date,
): Promise<{ email: string; password?: string } | null> {
  if (!owner || (await repo.count()) > 0) return null;
  const password = owner.kind === 'given' ? owner.password : owner.password();
  // A generated password is random; only a chosen one is checked (which loads the estimator).
  if (owner.kind === 'given')
    await checkNewPassword(password, { email: owner.email, names: ['Owner'], site });
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Another instance starting at the same moment may have made it: one owner, not two.
    await repo.lockAccounts(tx);
    if ((await repo.count(tx)) > 0) return null;
    const account = await repo.create(tx, {
      email: owner.email,
      name: 'Owner',
      role: 'owner',
      passwordHash,
      firstOwner: true,
    });
    await audit.record(
      tx,
      { staffId: null, email: null, ip: null, userAgent: null },
      { action: 'staff.first-owner', entityType: 'staff', entityId: account.id },
      now,
    );
    return { email: owner.email, ...(owner.kind === 'demo' ? { password } : {}) };
  });
}
