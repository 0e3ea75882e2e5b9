import { ADMIN_REQUEST_HEADER, type StaffRole } from '@aurelle/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { staffAccounts, staffSessions } from '../src/db/schema/index.ts';
import { newSessionId } from '../src/modules/staff/staff-session.ts';
import { hashPassword } from '../src/modules/staff/passwords.ts';
import { totpCode } from '../src/modules/staff/totp.ts';
import type { TestApp } from './build-test-app.ts';
import { createTestClock } from './clock.ts';
import { useTestAppWithSmtpSink } from './use-test-app.ts';
import { callFrom, type Method } from './accounts.ts';

let staffSeq = 0;

/**
 * The app for a staff test file, on a clock its tests move (from 27 November 2026, 10:00 UTC),
 * sending its e-mail (invitations, notices) to an SMTP sink.
 */
export function useStaffTestApp() {
  const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
  return { clock, ...useTestAppWithSmtpSink({ clock }) };
}
export const STAFF_PASSWORD = 'quiet-lantern-river-42';

/** Passwords long enough but easy to guess, each with the feedback the server answers. */
export const WEAK_PASSWORDS: Record<string, string> = {
  password1234: 'This is close to a commonly used password. Add more words that are less common.',
  aaaaaaaaaaaa:
    'Repeated characters like "aaa" are easy to guess. Add more words that are less common. ' +
    'Avoid repeated words and characters.',
  '123456789012': 'This is a commonly used password. Add more words that are less common.',
  passwordpassword:
    'Repeated patterns like "abcabcabc" are easy to guess. Add more words that are less common. ' +
    'Avoid repeated words and characters.',
};

/** A staff account made directly in the database (the owner's invitation has its own tests). */
export async function createStaff(t: TestApp, role: StaffRole, password = STAFF_PASSWORD) {
  const email = `${role}${process.pid % 1000}-${staffSeq++}@staff.example`;
  const account = await createAccount(t, { email, role, password });
  if (!account) throw new Error('staff not created');
  return { ...account, password };
}

async function createAccount(
  t: TestApp,
  input: { email: string; role: StaffRole; password: string },
) {
  const [row] = await t.db
    .insert(staffAccounts)
    .values({
      email: input.email,
      name: `Test ${input.role}`,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  return row;
}

export type AdminCallOptions = {
  cookie?: string;
  ip?: string;
  /** Leave out the back office's header or send another Origin (the cross-site tests). */
  headers?: Record<string, string | undefined>;
};

/** A back-office call as the admin app makes it: its header and the site's own Origin. */
export function admin(
  t: TestApp,
  method: Method,
  url: string,
  payload?: object,
  options: AdminCallOptions = {},
) {
  const headers: Record<string, string> = {
    [ADMIN_REQUEST_HEADER]: '1',
    origin: t.env.PUBLIC_URL,
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return callFrom(t, options.ip, { method, url: `/api/admin${url}`, headers, payload });
}

/** The session cookie a sign-in answer set, as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => /aurelle_admin$/.test(c.name));
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The sign-in form's call with an e-mail and a password; answers the response as it is. */
export function trySignIn(
  t: TestApp,
  email: string,
  password = STAFF_PASSWORD,
  options: AdminCallOptions = {},
) {
  return admin(t, 'POST', '/auth/sign-in', { email, password }, options);
}

/** Signs in with a password (no second factor enrolled) and answers the session cookie. */
export async function signIn(t: TestApp, email: string, password = STAFF_PASSWORD) {
  const response = await trySignIn(t, email, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/**
 * Sets up two-factor sign-in for a signed-in member, confirming with the code of `now`; answers
 * the secret, the recovery codes and the session's cookie, whose id the confirmation replaced.
 */
export async function enrolTwoFactor(t: TestApp, cookie: string, now = new Date()) {
  const started = await admin(t, 'POST', '/account/two-factor', undefined, { cookie });
  expect(started.statusCode).toBe(200);
  const { secret, uri, qrSvg } = started.json<{ secret: string; uri: string; qrSvg: string }>();
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const confirmed = await admin(
    t,
    'POST',
    '/account/two-factor/confirm',
    { code: totpCode(secret, now) },
    { cookie },
  );
  expect(confirmed.statusCode).toBe(200);
  return {
    secret,
    recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
    cookie: sessionCookieOf(confirmed),
  };
}

/** A signed-in staff member of `role`, with the cookie to call as them. */
export async function signedInStaff(t: TestApp, role: StaffRole) {
  const account = await createStaff(t, role);
  return { ...account, cookie: await signIn(t, account.email) };
}

/** One argon2id hash for the accounts made in bulk below (hashing is slow on purpose). */
let sharedHash: Promise<string> | undefined;

/**
 * A session cookie of a new account of `role`, written straight into the database: for tests
 * that need many (the fuzzing), or a session that is `expired` (8 days old) or `ended`.
 */
export async function staffCookieFor(
  t: TestApp,
  role: StaffRole,
  state: 'live' | 'expired' | 'ended' = 'live',
): Promise<string> {
  sharedHash ??= hashPassword(STAFF_PASSWORD);
  const [account] = await t.db
    .insert(staffAccounts)
    .values({
      email: `${role}-bulk-${process.pid % 1000}-${staffSeq++}@staff.example`,
      name: `Bulk ${role}`,
      role,
      passwordHash: await sharedHash,
    })
    .returning();
  if (!account) throw new Error('staff not created');
  const { id, idHash } = newSessionId();
  const at = state === 'expired' ? new Date(Date.now() - 8 * 86_400_000) : new Date();
  await t.db.insert(staffSessions).values({
    idHash,
    staffId: account.id,
    signedIn: true,
    createdAt: at,
    lastSeenAt: at,
    endedAt: state === 'ended' ? new Date() : null,
  });
  return `aurelle_admin=${id}`;
}

export type StaffCookies = Record<
  'none' | 'owner' | 'other' | 'forged' | 'expired' | 'logged-out' | 'garbage',
  string | undefined
>;

/** The callers the fuzzing and the ownership table try, as back-office cookies. */
export async function staffCookies(t: TestApp): Promise<StaffCookies> {
  return {
    none: undefined,
    owner: await staffCookieFor(t, 'owner'),
    other: await staffCookieFor(t, 'fulfilment'),
    forged: `aurelle_admin=${'A'.repeat(43)}`,
    expired: await staffCookieFor(t, 'owner', 'expired'),
    'logged-out': await staffCookieFor(t, 'owner', 'ended'),
    garbage: 'aurelle_admin=%%%; ;;',
  };
}
