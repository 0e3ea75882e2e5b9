import {
  adminMessages,
  type AdminSession,
  type SecondFactorBody,
  type SignInBody,
  type StaffMember,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import type { Actor, AuditRepository } from '../audit/audit.repository.ts';
import { checkNewPassword, hashPassword, passwordMatches } from './passwords.ts';
import { lockedEmail } from './staff-emails.ts';
import { STAFF_LIMITS, type StaffLimits } from './staff-limits.ts';
import type { StaffSecrets } from './staff-secrets.ts';
import {
  adminSessionOf,
  newSessionId,
  securityOf,
  SESSION_TOUCH_MS,
  sessionIdHash,
  sessionMaxAgeMs,
  sessionOver,
  stageOf,
  staffMemberOf,
} from './staff-session.ts';
import type { StaffAccount, StaffRepository } from './staff.repository.ts';
import {
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeMatches,
  totpStep,
} from './totp.ts';

/** Where a call comes from: its address and browser, for limits and the audit log. */
export type CallerInfo = { ip: string; userAgent: string | null };

/** The signed-in staff member a guarded route sees. */
export type StaffPrincipal = {
  account: StaffAccount;
  idHash: string;
  stage: AdminSession['stage'];
};

/** A session a sign-in opened: its id for the cookie, kept `maxAgeMs`, and what it may do. */
export type OpenedSession = { id: string; maxAgeMs: number; session: AdminSession };

/** What the staff services are made from (the module builds it once for both). */
export type StaffDeps = {
  db: Db;
  repo: StaffRepository;
  audit: AuditRepository;
  limits: StaffLimits;
  secrets: StaffSecrets;
  clock: Clock;
  isProduction: boolean;
  site: { brandName: string; brandSlug: string; publicUrl: string };
  emailQueued: () => void;
};

export const actorOf = (principal: StaffPrincipal | null, caller: CallerInfo): Actor => ({
  staffId: principal?.account.id ?? null,
  email: principal?.account.email ?? null,
  ip: caller.ip,
  userAgent: caller.userAgent,
});

/**
 * Staff sign-in (password, then a TOTP or recovery code), sessions, two-factor set-up, recovery
 * codes and password changes. Every write and its audit row are one transaction.
 */
export function createStaffAuthService(deps: StaffDeps) {
  const { db, repo, audit, limits, secrets, clock, isProduction, site } = deps;
  const view = (account: StaffAccount, stage: AdminSession['stage']) =>
    adminSessionOf(account, stage, { demo: !isProduction, brandName: site.brandName });

  /**
   * A wrong password or code at sign-in: counted for the e-mail and the address, and written in
   * the audit log (the account tried, if any; never what was typed: an unknown e-mail may be
   * someone's address or a password in the wrong field). The try that locks the e-mail tells its
   * holder, once per lock.
   */
  async function refused(
    email: string,
    account: StaffAccount | undefined,
    caller: CallerInfo,
    factor: 'password' | 'code' | 'recovery code',
    error: AppError,
  ): Promise<never> {
    const now = clock.now();
    const { lockStarted, refusal } = await limits.failed(email, caller.ip, now);
    const someone: Actor = { staffId: null, email: null, ...caller };
    const tellHolder = lockStarted && account !== undefined;
    await db.transaction(async (tx) => {
      await audit.record(
        tx,
        someone,
        {
          action: 'session.sign-in-failed',
          entityType: 'staff',
          entityId: account?.id ?? null,
          changes: {
            factor: { after: factor },
            // A deactivated account is named as such; whether its password was right is not.
            ...(account?.active === false ? { account: { after: 'deactivated' } } : {}),
            ...(account ? {} : { account: { after: 'unknown' } }),
          },
        },
        now,
      );
      if (!tellHolder) return;
      await queueEmail(tx, lockedEmail(site, account));
      await audit.record(
        tx,
        someone,
        {
          action: 'account.locked',
          entityType: 'staff',
          entityId: account.id,
          changes: { wrongTriesThisHour: { after: STAFF_LIMITS.perEmail.lockAt } },
        },
        now,
      );
    });
    if (tellHolder) deps.emailQueued();
    throw refusal ?? error;
  }

  /** Ends the principal's session and logs why, in the caller's transaction. */
  async function endSession(
    tx: Db,
    principal: StaffPrincipal,
    caller: CallerInfo,
    action: 'session.sign-out' | 'session.ended-after-wrong-tries',
    at: Date,
  ) {
    await repo.endSession(tx, principal.idHash, at);
    await audit.record(
      tx,
      actorOf(principal, caller),
      { action, entityType: 'session', entityId: principal.idHash.slice(0, 12) },
      at,
    );
  }

  /**
   * A wrong current password or code in an open session's own call: never refused by the
   * e-mail's lock, but counted against the session, which ends at the fifth.
   */
  async function sessionRefused(
    principal: StaffPrincipal,
    caller: CallerInfo,
    error: AppError,
  ): Promise<never> {
    const at = clock.now();
    if (!(await limits.sessionFailed(principal.idHash, at))) throw error;
    await db.transaction((tx) =>
      endSession(tx, principal, caller, 'session.ended-after-wrong-tries', at),
    );
    throw new AppError(401, adminMessages.signInAgain);
  }

  async function openSession(
    tx: Db,
    account: StaffAccount,
    signedIn: boolean,
    caller: CallerInfo,
  ): Promise<string> {
    const { id, idHash } = newSessionId();
    const at = clock.now();
    await repo.createSession(tx, {
      idHash,
      staffId: account.id,
      signedIn,
      at,
      ip: caller.ip,
      userAgent: caller.userAgent?.slice(0, 400) ?? null,
    });
    return id;
  }

  async function signedIn(tx: Db, account: StaffAccount, caller: CallerInfo, entityId: string) {
    const at = clock.now();
    const updated = await repo.update(tx, account.id, { lastSignInAt: at });
    await audit.record(
      tx,
      actorOf({ account, idHash: '', stage: 'ready' }, caller),
      { action: 'session.sign-in', entityType: 'session', entityId },
      at,
    );
    return updated;
  }

  /** Checks a TOTP code for `account` and takes its step, so it cannot be used again. */
  async function takeTotp(tx: Db, account: StaffAccount, sealed: string, code: string) {
    const step = totpStep(secrets.openTotp(sealed, account.id), code, clock.now());
    return step !== null && (await repo.acceptTotpStep(tx, account.id, step));
  }

  async function issueRecoveryCodes(tx: Db, staffId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, staffId, await Promise.all(codes.map(hashRecoveryCode)));
    return codes;
  }

  /** The stored hash of the unused recovery code `code` is, if any (each has its own salt). */
  async function recoveryCodeOf(staffId: string, code: string): Promise<string | null> {
    const hashes = await repo.unusedRecoveryCodes(staffId);
    const matches = await Promise.all(hashes.map((stored) => recoveryCodeMatches(stored, code)));
    return hashes[matches.indexOf(true)] ?? null;
  }

  return {
    openSession,
    view,

    /**
     * The session a cookie's id names, if live (its last-seen time is kept fresh); `over` when it
     * has ended by time, with why; null when there is no such open session.
     */
    async principal(sessionId: string): Promise<StaffPrincipal | { over: string } | null> {
      const now = clock.now();
      const idHash = sessionIdHash(sessionId);
      const row = await repo.openSession(idHash);
      if (!row) return null;
      const security = securityOf(row.security, isProduction);
      const over = sessionOver(row, security, now);
      if (over) return { over };
      if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS)
        await repo.touchSession(idHash, now);
      return { account: row.account, idHash, stage: stageOf(row, security) };
    },

    async signIn(body: SignInBody, caller: CallerInfo): Promise<OpenedSession> {
      const now = clock.now();
      await limits.refuseBusyAddress(caller.ip, now);
      await limits.refuseGuessing(body.email, caller.ip, now);
      const account = await repo.byEmail(body.email);
      const ok = await passwordMatches(account?.passwordHash, body.password);
      if (!ok || !account?.active)
        return refused(
          body.email,
          account,
          caller,
          'password',
          new AppError(401, adminMessages.signInRefused),
        );
      const needsCode = account.totpSecret !== null;
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const security = securityOf(await repo.securitySettings(), isProduction);
      const maxAgeMs = sessionMaxAgeMs(security);
      const { id, updated } = await db.transaction(async (tx) => {
        const sessionId = await openSession(tx, account, !needsCode, caller);
        if (needsCode) return { id: sessionId, updated: account };
        const entityId = sessionIdHash(sessionId).slice(0, 12);
        return { id: sessionId, updated: await signedIn(tx, account, caller, entityId) };
      });
      if (needsCode) return { id, maxAgeMs, session: view(account, 'second-factor') };
      await limits.succeeded(body.email, caller.ip);
      const stage = stageOf({ signedIn: true, account }, security);
      return { id, maxAgeMs, session: view(updated, stage) };
    },

    /**
     * The code after the password. Its success ends the session that waited for it and opens a
     * new one under a new id: an id seen before the second factor never signs anyone in.
     */
    async secondFactor(
      principal: StaffPrincipal,
      body: SecondFactorBody,
      caller: CallerInfo,
    ): Promise<OpenedSession> {
      const { account } = principal;
      const now = clock.now();
      if (principal.stage !== 'second-factor' || !account.totpSecret)
        throw new AppError(409, 'This session has already signed in');
      await limits.refuseBusyAddress(caller.ip, now);
      await limits.refuseGuessing(account.email, caller.ip, now);
      const secret = account.totpSecret;
      const security = securityOf(await repo.securitySettings(), isProduction);
      // Found before the transaction: checking salted hashes takes a moment, with no row held.
      const recovery =
        'recoveryCode' in body ? await recoveryCodeOf(account.id, body.recoveryCode) : null;
      const result = await db.transaction(async (tx) => {
        const ok =
          'code' in body
            ? await takeTotp(tx, account, secret, body.code)
            : recovery !== null && (await repo.useRecoveryCode(tx, account.id, recovery, now));
        if (!ok) return null;
        await repo.endSession(tx, principal.idHash, now);
        const id = await openSession(tx, account, true, caller);
        const entityId = sessionIdHash(id).slice(0, 12);
        return { id, updated: await signedIn(tx, account, caller, entityId) };
      });
      const field = 'code' in body ? 'code' : 'recoveryCode';
      if (!result)
        return refused(
          account.email,
          account,
          caller,
          'code' in body ? 'code' : 'recovery code',
          badRequest(adminMessages.codeRefused, { [field]: adminMessages.codeRefused }),
        );
      await limits.succeeded(account.email, caller.ip);
      return {
        id: result.id,
        maxAgeMs: sessionMaxAgeMs(security),
        session: view(
          result.updated,
          stageOf({ signedIn: true, account: result.updated }, security),
        ),
      };
    },

    async signOut(principal: StaffPrincipal, caller: CallerInfo): Promise<void> {
      const at = clock.now();
      await db.transaction((tx) => endSession(tx, principal, caller, 'session.sign-out', at));
    },

    async signOutEverywhere(principal: StaffPrincipal, caller: CallerInfo): Promise<void> {
      const at = clock.now();
      await db.transaction(async (tx) => {
        const ended = await repo.endSessionsOf(tx, principal.account.id, at);
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'session.sign-out-everywhere',
            entityType: 'staff',
            entityId: principal.account.id,
            changes: { sessions: { before: ended, after: 0 } },
          },
          at,
        );
      });
    },

    /** A new secret to set up (replacing one not yet confirmed), with its QR code. */
    async startEnrolment(principal: StaffPrincipal, caller: CallerInfo) {
      const { account } = principal;
      if (account.totpSecret) throw new AppError(409, adminMessages.alreadyEnrolled);
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await repo.update(tx, account.id, {
          pendingTotpSecret: secrets.sealTotp(secret, account.id),
        });
        await audit.record(
          tx,
          actorOf(principal, caller),
          { action: 'account.two-factor-started', entityType: 'staff', entityId: account.id },
          clock.now(),
        );
      });
      return enrolmentOf(secret, site.brandName, account.email);
    },

    /**
     * The first code confirms the secret: two-factor sign-in is on; answers ten recovery codes.
     * As at a sign-in's second factor, the session goes on under a new id: an id seen before the
     * second factor never carries it.
     */
    async confirmEnrolment(principal: StaffPrincipal, code: string, caller: CallerInfo) {
      const { account } = principal;
      if (account.totpSecret) throw new AppError(409, adminMessages.alreadyEnrolled);
      const secret = account.pendingTotpSecret;
      if (!secret) throw new AppError(409, adminMessages.enrolmentNotStarted);
      const at = clock.now();
      const security = securityOf(await repo.securitySettings(), isProduction);
      const confirmed = await db.transaction(async (tx) => {
        if (!(await takeTotp(tx, account, secret, code))) return null;
        await repo.update(tx, account.id, { totpSecret: secret, pendingTotpSecret: null });
        const issued = await issueRecoveryCodes(tx, account.id);
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'account.two-factor-on',
            entityType: 'staff',
            entityId: account.id,
            changes: { twoFactor: { before: false, after: true } },
          },
          at,
        );
        await repo.endSession(tx, principal.idHash, at);
        const id = await openSession(tx, account, true, caller);
        return { id, recoveryCodes: issued };
      });
      if (!confirmed)
        throw badRequest(adminMessages.codeRefused, { code: adminMessages.codeRefused });
      return {
        id: confirmed.id,
        maxAgeMs: sessionMaxAgeMs(security),
        recoveryCodes: confirmed.recoveryCodes,
      };
    },

    /** Ten new recovery codes (the old ones stop working); needs a current code. */
    async newRecoveryCodes(principal: StaffPrincipal, code: string, caller: CallerInfo) {
      const { account } = principal;
      const secret = account.totpSecret;
      if (!secret) throw new AppError(409, adminMessages.enrolmentNotStarted);
      const at = clock.now();
      const codes = await db.transaction(async (tx) => {
        if (!(await takeTotp(tx, account, secret, code))) return null;
        const issued = await issueRecoveryCodes(tx, account.id);
        await audit.record(
          tx,
          actorOf(principal, caller),
          { action: 'account.recovery-codes-replaced', entityType: 'staff', entityId: account.id },
          at,
        );
        return issued;
      });
      if (!codes)
        return sessionRefused(
          principal,
          caller,
          badRequest(adminMessages.codeRefused, { code: adminMessages.codeRefused }),
        );
      return { recoveryCodes: codes };
    },

    /**
     * The signed-in person confirms it is them again, with their password and a current code,
     * before a step nobody else can undo (handing over the first owner's title). As for the other
     * calls of an open session, wrong ones count against the session, which ends at the fifth; a
     * code is taken once.
     */
    async reconfirm(
      principal: StaffPrincipal,
      body: { password: string; code: string },
      caller: CallerInfo,
    ): Promise<void> {
      const { account } = principal;
      const sealed = account.totpSecret;
      if (!sealed) throw new AppError(409, adminMessages.twoFactorFirst);
      if (!(await passwordMatches(account.passwordHash, body.password)))
        return sessionRefused(
          principal,
          caller,
          badRequest(adminMessages.passwordWrong, { password: adminMessages.passwordWrong }),
        );
      if (!(await db.transaction((tx) => takeTotp(tx, account, sealed, body.code))))
        return sessionRefused(
          principal,
          caller,
          badRequest(adminMessages.codeRefused, { code: adminMessages.codeRefused }),
        );
    },

    /** Changes the password after checking the current one; every other session ends. */
    async changePassword(
      principal: StaffPrincipal,
      body: { currentPassword: string; newPassword: string },
      caller: CallerInfo,
    ): Promise<void> {
      const { account } = principal;
      const at = clock.now();
      if (!(await passwordMatches(account.passwordHash, body.currentPassword)))
        return sessionRefused(
          principal,
          caller,
          badRequest(adminMessages.passwordWrong, { currentPassword: adminMessages.passwordWrong }),
        );
      await checkNewPassword(
        body.newPassword,
        { email: account.email, names: [account.name], site },
        'newPassword',
      );
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await repo.update(tx, account.id, { passwordHash });
        const ended = await repo.endSessionsOf(tx, account.id, at, principal.idHash);
        await audit.record(
          tx,
          actorOf(principal, caller),
          {
            action: 'account.password-changed',
            entityType: 'staff',
            entityId: account.id,
            changes: { otherSessions: { before: ended, after: 0 } },
          },
          at,
        );
      });
    },

    /** One's own name, as invitations one sends and the audit log show it. */
    async changeName(
      principal: StaffPrincipal,
      name: string,
      caller: CallerInfo,
    ): Promise<StaffMember> {
      const { account } = principal;
      const at = clock.now();
      return db.transaction(async (tx) => {
        const updated = await repo.update(tx, account.id, { name });
        if (account.name !== name)
          await audit.record(
            tx,
            actorOf(principal, caller),
            {
              action: 'account.name-changed',
              entityType: 'staff',
              entityId: account.id,
              changes: { name: { before: account.name, after: name } },
            },
            at,
          );
        return staffMemberOf(updated);
      });
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
