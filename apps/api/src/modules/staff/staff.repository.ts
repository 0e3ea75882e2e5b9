import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SecuritySettings, StaffRole } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  adminSettings,
  staffAccounts,
  staffInvitations,
  staffRecoveryCodes,
  staffSessions,
} from '../../db/schema/index.ts';

export type StaffAccount = typeof staffAccounts.$inferSelect;
export type StaffInvitation = typeof staffInvitations.$inferSelect;

/** An open session with its account and the sign-in rules, as the admin routes' guard reads it. */
export type StaffSessionRow = {
  idHash: string;
  signedIn: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  account: StaffAccount;
  /** `admin_settings.security` as stored (read with `securityOf`). */
  security: unknown;
};

export const SECURITY_SETTINGS_KEY = 'security';

/** An invitation not yet accepted or withdrawn, and (with `at`) not expired. */
const unused = (at?: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    at ? gt(staffInvitations.expiresAt, at) : undefined,
  );

/** Staff accounts, their sessions, recovery codes and invitations, and the sign-in rules. */
export function createStaffRepository(db: Db) {
  return {
    async count(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(staffAccounts);
      return row?.n ?? 0;
    },

    /**
     * Locks the accounts' table against new accounts until the transaction ends (reads go on):
     * two instances starting at once make one first owner, not two.
     */
    async lockAccounts(tx: Db): Promise<void> {
      await tx.execute(sql`lock table staff_accounts in share row exclusive mode`);
    },

    async byEmail(email: string): Promise<StaffAccount | undefined> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      return row;
    },

    async byId(id: string, tx: Db = db): Promise<StaffAccount | undefined> {
      const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return row;
    },

    /**
     * Locks every active owner's row and then `id`'s, in one order, until the transaction ends:
     * two owners changing each other act in turn (and never deadlock), so the last owner stays.
     */
    async byIdForUpdate(tx: Db, id: string): Promise<StaffAccount | undefined> {
      await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true)))
        .orderBy(asc(staffAccounts.id))
        .for('update');
      const [row] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, id))
        .for('update');
      return row;
    },

    /** Locks `id`'s row against a change until the transaction ends (an inviter at acceptance). */
    async byIdForShare(tx: Db, id: string): Promise<StaffAccount | undefined> {
      const [row] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, id))
        .for('share');
      return row;
    },

    async firstOwner(tx: Db = db): Promise<StaffAccount | undefined> {
      const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.firstOwner, true));
      return row;
    },

    /** Makes `toId` the first owner, in place of whoever was (one at most, by a unique index). */
    async moveFirstOwner(tx: Db, toId: string): Promise<void> {
      await tx
        .update(staffAccounts)
        .set({ firstOwner: false, updatedAt: sql`now()` })
        .where(and(eq(staffAccounts.firstOwner, true), ne(staffAccounts.id, toId)));
      await tx
        .update(staffAccounts)
        .set({ firstOwner: true, updatedAt: sql`now()` })
        .where(eq(staffAccounts.id, toId));
    },

    async all(): Promise<StaffAccount[]> {
      return db.select().from(staffAccounts).orderBy(asc(staffAccounts.createdAt));
    },

    async create(
      tx: Db,
      values: {
        email: string;
        name: string;
        role: StaffRole;
        passwordHash: string;
        firstOwner?: boolean;
      },
    ): Promise<StaffAccount> {
      const [row] = await tx.insert(staffAccounts).values(values).returning();
      if (!row) throw new Error('staff account not created');
      return row;
    },

    async update(
      tx: Db,
      id: string,
      values: Partial<Omit<StaffAccount, 'id' | 'createdAt'>>,
    ): Promise<StaffAccount> {
      const [row] = await tx
        .update(staffAccounts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(staffAccounts.id, id))
        .returning();
      if (!row) throw new Error('staff account not found');
      return row;
    },

    /**
     * Accepts a code for `step` only when it is later than the last step accepted: of two
     * requests with one code, one wins.
     */
    async acceptTotpStep(tx: Db, id: string, step: number): Promise<boolean> {
      const rows = await tx
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(and(eq(staffAccounts.id, id), sql`${staffAccounts.totpLastStep} < ${step}`))
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },

    /** Other active owners than `exceptId` (their rows are locked by `byIdForUpdate`). */
    async otherActiveOwners(tx: Db, exceptId: string): Promise<number> {
      const rows = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(
          and(
            eq(staffAccounts.role, 'owner'),
            eq(staffAccounts.active, true),
            ne(staffAccounts.id, exceptId),
          ),
        );
      return rows.length;
    },

    async replaceRecoveryCodes(tx: Db, staffId: string, hashes: string[]): Promise<void> {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (hashes.length)
        await tx
          .insert(staffRecoveryCodes)
          .values(hashes.map((codeHash) => ({ staffId, codeHash })));
    },

    /** The hashes of an account's recovery codes not used yet. */
    async unusedRecoveryCodes(staffId: string): Promise<string[]> {
      const rows = await db
        .select({ codeHash: staffRecoveryCodes.codeHash })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return rows.map((row) => row.codeHash);
    },

    /** Marks an unused code used; false when it is not one, or was used before. */
    async useRecoveryCode(tx: Db, staffId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ staffId: staffRecoveryCodes.staffId });
      return rows.length === 1;
    },

    // Secrets at rest (modules/staff/staff-secrets.ts) ------------------------------------------

    async accountsWithTotpSecrets() {
      return db
        .select({
          id: staffAccounts.id,
          email: staffAccounts.email,
          totpSecret: staffAccounts.totpSecret,
          pendingTotpSecret: staffAccounts.pendingTotpSecret,
        })
        .from(staffAccounts)
        .where(
          sql`${staffAccounts.totpSecret} is not null or ${staffAccounts.pendingTotpSecret} is not null`,
        );
    },

    /** Replaces a stored secret only if it is still `from`: two instances starting race safely. */
    async replaceTotpSecret(
      id: string,
      field: 'totpSecret' | 'pendingTotpSecret',
      from: string,
      to: string,
    ): Promise<void> {
      await db
        .update(staffAccounts)
        .set({ [field]: to })
        .where(and(eq(staffAccounts.id, id), eq(staffAccounts[field], from)));
    },

    /** Recovery codes stored as a bare SHA-256 (64 hex digits), before they were salted. */
    async unsaltedRecoveryCodes() {
      return db
        .select({ staffId: staffRecoveryCodes.staffId, codeHash: staffRecoveryCodes.codeHash })
        .from(staffRecoveryCodes)
        .where(sql`${staffRecoveryCodes.codeHash} ~ '^[0-9a-f]{64}$'`);
    },

    async replaceRecoveryHash(staffId: string, from: string, to: string): Promise<void> {
      await db
        .update(staffRecoveryCodes)
        .set({ codeHash: to })
        .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, from)));
    },

    // Sessions ---------------------------------------------------------------------------------

    async createSession(
      tx: Db,
      values: {
        idHash: string;
        staffId: string;
        signedIn: boolean;
        at: Date;
        ip: string | null;
        userAgent: string | null;
      },
    ): Promise<void> {
      const { at, ...rest } = values;
      await tx.insert(staffSessions).values({ ...rest, createdAt: at, lastSeenAt: at });
    },

    /**
     * The session `idHash` names, if it was not ended and its account is active, with the
     * sign-in rules, in one query; whether it has lived too long is the caller's to say.
     */
    async openSession(idHash: string): Promise<StaffSessionRow | undefined> {
      const [row] = await db
        .select({
          idHash: staffSessions.idHash,
          signedIn: staffSessions.signedIn,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          account: staffAccounts,
          security: sql<unknown>`(select ${adminSettings.value} from ${adminSettings} where ${adminSettings.key} = ${SECURITY_SETTINGS_KEY})`,
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.idHash, idHash),
            isNull(staffSessions.endedAt),
            eq(staffAccounts.active, true),
          ),
        );
      return row;
    },

    async touchSession(idHash: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(eq(staffSessions.idHash, idHash));
    },

    async endSession(tx: Db, idHash: string, at: Date): Promise<void> {
      await tx
        .update(staffSessions)
        .set({ endedAt: at })
        .where(and(eq(staffSessions.idHash, idHash), isNull(staffSessions.endedAt)));
    },

    /** Ends every live session of an account but `keepIdHash`; answers how many ended. */
    async endSessionsOf(tx: Db, staffId: string, at: Date, keepIdHash?: string): Promise<number> {
      const rows = await tx
        .update(staffSessions)
        .set({ endedAt: at })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.endedAt),
            keepIdHash ? ne(staffSessions.idHash, keepIdHash) : undefined,
          ),
        )
        .returning({ idHash: staffSessions.idHash });
      return rows.length;
    },

    // Invitations ------------------------------------------------------------------------------

    async createInvitation(
      tx: Db,
      values: {
        tokenHash: string;
        email: string;
        name: string;
        role: StaffRole;
        invitedBy: string;
        expiresAt: Date;
      },
    ): Promise<StaffInvitation> {
      const [row] = await tx.insert(staffInvitations).values(values).returning();
      if (!row) throw new Error('invitation not created');
      return row;
    },

    /** Withdraws the pending invitations to `email` (a new one replaces them). */
    async revokePendingTo(tx: Db, email: string, at: Date): Promise<void> {
      await tx
        .update(staffInvitations)
        .set({ revokedAt: at })
        .where(and(eq(staffInvitations.email, email), unused()));
    },

    /** Withdraws every pending invitation `staffId` sent; answers them. */
    async revokePendingFrom(tx: Db, staffId: string, at: Date): Promise<StaffInvitation[]> {
      return tx
        .update(staffInvitations)
        .set({ revokedAt: at })
        .where(and(eq(staffInvitations.invitedBy, staffId), unused()))
        .returning();
    },

    async revokeInvitation(tx: Db, id: string, at: Date): Promise<StaffInvitation | undefined> {
      const [row] = await tx
        .update(staffInvitations)
        .set({ revokedAt: at })
        .where(and(eq(staffInvitations.id, id), unused()))
        .returning();
      return row;
    },

    /** The pending invitation `tokenHash` names, if it has not expired, been used or withdrawn. */
    async pendingInvitation(tokenHash: string, at: Date): Promise<StaffInvitation | undefined> {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(and(eq(staffInvitations.tokenHash, tokenHash), unused(at)));
      return row;
    },

    /** An invitation with the name of who sent it, for its e-mail (any state: the job checks). */
    async invitationToSend(id: string) {
      const [row] = await db
        .select({ invitation: staffInvitations, invitedBy: staffAccounts.name })
        .from(staffInvitations)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.invitedBy))
        .where(eq(staffInvitations.id, id));
      return row;
    },

    /** Uses the invitation once: of two accepts, one gets the row. */
    async acceptInvitation(
      tx: Db,
      tokenHash: string,
      at: Date,
    ): Promise<StaffInvitation | undefined> {
      const [row] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: at })
        .where(and(eq(staffInvitations.tokenHash, tokenHash), unused(at)))
        .returning();
      return row;
    },

    async pendingInvitations(at: Date) {
      return db
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          name: staffInvitations.name,
          role: staffInvitations.role,
          invitedBy: staffAccounts.name,
          expiresAt: staffInvitations.expiresAt,
        })
        .from(staffInvitations)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.invitedBy))
        .where(unused(at))
        .orderBy(asc(staffInvitations.createdAt));
    },

    // Settings ---------------------------------------------------------------------------------

    /** The sign-in rules as stored (read with `securityOf`), or undefined before any is saved. */
    async securitySettings(tx: Db = db): Promise<unknown> {
      const [row] = await tx
        .select({ value: adminSettings.value })
        .from(adminSettings)
        .where(eq(adminSettings.key, SECURITY_SETTINGS_KEY));
      return row?.value;
    },

    async setSecuritySettings(tx: Db, value: SecuritySettings): Promise<void> {
      await tx
        .insert(adminSettings)
        .values({ key: SECURITY_SETTINGS_KEY, value })
        .onConflictDoUpdate({
          target: adminSettings.key,
          set: { value, updatedAt: sql`now()` },
        });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
