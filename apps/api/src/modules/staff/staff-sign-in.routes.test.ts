import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type StaffRole } from '@aurelle/contract';
import { buildTestApp, TEST_API_KEY, type TestApp } from '../../../test/build-test-app.ts';
import {
  admin,
  createStaff,
  enrolTwoFactor,
  sessionCookieOf,
  signIn,
  STAFF_PASSWORD,
  trySignIn,
  useStaffTestApp,
  WEAK_PASSWORDS,
} from '../../../test/staff.ts';
import { totpCode } from './totp.ts';

const NONE = { owner: false, manager: false, fulfilment: false, accountant: false };
const ALL = { owner: true, manager: true, fulfilment: true, accountant: true };
/** The sign-in rules of a shop nobody has changed, in demo mode and in production. */
const DEMO_DEFAULTS = { twoFactorRequired: NONE, sessionIdleMinutes: 30, sessionMaxHours: 12 };
const PRODUCTION_DEFAULTS = { ...DEMO_DEFAULTS, twoFactorRequired: ALL };
const { t, sink, clock } = useStaffTestApp();

const enrol = (cookie: string) => enrolTwoFactor(t, cookie, clock.now());

describe('staff sign-in', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie, with the role’s permissions', async () => {
    const manager = await createStaff(t, 'manager');
    const response = await trySignIn(t, manager.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stage: 'ready', staff: { role: 'manager' } });
    expect(response.json().permissions).toContain('orders:refund');
    expect(response.json().permissions).not.toContain('staff:write');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const session = await admin(t, 'GET', '/session', undefined, {
      cookie: sessionCookieOf(response),
    });
    expect(session.json().staff.email).toBe(manager.email);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const manager = await createStaff(t, 'manager');
    const wrong = await trySignIn(t, manager.email, 'not-the-password-at-all');
    const unknown = await trySignIn(t, 'nobody@staff.example', 'not-the-password-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe(adminMessages.signInRefused);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an address after 80 tries in an hour, whichever e-mails it tries', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < 80; i++) {
      const r = await admin(
        t,
        'POST',
        '/auth/sign-in',
        { email: `guess${i}@staff.example`, password: 'not-the-password' },
        { ip },
      );
      expect(r.statusCode).toBe(401);
    }
    const next = await trySignIn(t, 'guess-last@staff.example', 'not-the-password', { ip });
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(adminMessages.tooManyFromAddress);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never counts a right password against its address: an office signing in all day is not refused', async () => {
    const ip = '10.250.0.2';
    const member = await createStaff(t, 'fulfilment');
    for (let i = 0; i < 90; i++) {
      const r = await trySignIn(t, member.email, STAFF_PASSWORD, { ip });
      expect(r.statusCode, r.body).toBe(200);
    }
    const wrong = await trySignIn(t, 'someone-else@staff.example', 'not-the-password', { ip });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a wrong type, a missing field and a 1 MB body without writing anything', async () => {
    const sessions = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from staff_sessions`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const before = await sessions();
    const wrongType = await admin(t, 'POST', '/auth/sign-in', { email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('email');
    const missing = await admin(t, 'POST', '/auth/sign-in', { email: 'a@b.co' });
    expect(missing.statusCode).toBe(400);
    const huge = await trySignIn(t, 'a@b.co', 'x'.repeat(1_048_576));
    expect(huge.statusCode).toBe(413);
    expect(await sessions()).toEqual(before);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password; a code is good once, a recovery code once', async () => {
    const owner = await createStaff(t, 'owner');
    const first = await signIn(t, owner.email);
    const { secret, recoveryCodes } = await enrol(first);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const pending = await trySignIn(t, owner.email);
    expect(pending.json()).toMatchObject({ stage: 'second-factor', permissions: [] });
    const cookie = sessionCookieOf(pending);
    // Nothing else opens before the code.
    expect((await admin(t, 'GET', '/staff', undefined, { cookie })).statusCode).toBe(401);
    // The code used to enrol, in the same 30-second step, is refused: replay.
    const replay = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { code: totpCode(secret, clock.now()) },
      { cookie },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toBe(adminMessages.codeRefused);
    clock.advance(30);
    const code = totpCode(secret, clock.now());
    const ok = await admin(t, 'POST', '/auth/second-factor', { code }, { cookie });
    expect(ok.json().stage).toBe('ready');
    const signedIn = sessionCookieOf(ok);
    expect((await admin(t, 'GET', '/staff', undefined, { cookie: signedIn })).statusCode).toBe(200);

    const again = sessionCookieOf(await trySignIn(t, owner.email));
    const reused = await admin(t, 'POST', '/auth/second-factor', { code }, { cookie: again });
    expect(reused.statusCode).toBe(400);
    const recovery = String(recoveryCodes[0]).toUpperCase();
    const byRecovery = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { recoveryCode: recovery },
      { cookie: again },
    );
    expect(byRecovery.json().stage).toBe('ready');
    const third = sessionCookieOf(await trySignIn(t, owner.email));
    const twice = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { recoveryCode: recovery },
      { cookie: third },
    );
    expect(twice.statusCode).toBe(400);
    const audit = await admin(t, 'GET', `/audit?staffId=${owner.id}`, undefined, {
      cookie: signedIn,
    });
    const actions = audit.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toContain('account.two-factor-on');
    expect(actions).toContain('session.sign-in');
    expect(JSON.stringify(audit.json())).not.toContain(secret);
  });

  it('offers set-up in demo mode, and requires it first of the roles the owner chooses', async () => {
    const owner = await createStaff(t, 'owner');
    const signedIn = await signIn(t, owner.email);
    const shown = await admin(t, 'GET', '/settings/security', undefined, { cookie: signedIn });
    expect(shown.json()).toEqual(DEMO_DEFAULTS);
    const ownerCookie = (await enrol(signedIn)).cookie;
    const manager = await createStaff(t, 'manager');
    const accountant = await createStaff(t, 'accountant');
    const rules = { ...DEMO_DEFAULTS, twoFactorRequired: { ...NONE, manager: true } };
    const set = await admin(t, 'PUT', '/settings/security', rules, { cookie: ownerCookie });
    expect(set.json()).toEqual(rules);
    const cookie = await signIn(t, manager.email);
    expect((await admin(t, 'GET', '/session', undefined, { cookie })).json().stage).toBe('enrol');
    const blocked = await admin(t, 'GET', '/dashboard/sales', undefined, { cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(adminMessages.enrolmentNeeded);
    const other = await signIn(t, accountant.email);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: other })).json().stage).toBe(
      'ready',
    );
    const enrolled = (await enrol(cookie)).cookie;
    expect(
      (await admin(t, 'GET', '/dashboard/sales', undefined, { cookie: enrolled })).statusCode,
    ).toBe(200);
    await admin(t, 'PUT', '/settings/security', DEMO_DEFAULTS, { cookie: ownerCookie });
  });

  it('gives the session a new id when the code is accepted: the id from before it is dead', async () => {
    const owner = await createStaff(t, 'owner');
    const { secret } = await enrol(await signIn(t, owner.email));
    const pending = await trySignIn(t, owner.email);
    const before = sessionCookieOf(pending);
    clock.advance(30);
    const ok = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { code: totpCode(secret, clock.now()) },
      { cookie: before },
    );
    expect(ok.statusCode).toBe(200);
    const after = sessionCookieOf(ok);
    expect(after).not.toBe(before);
    expect(String(ok.headers['set-cookie'])).toMatch(/Max-Age=43200/);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: after })).json().stage).toBe(
      'ready',
    );
    // Whoever saw the id before the code (a shared computer, a fixed cookie) gets nothing.
    const stale = await admin(t, 'GET', '/session', undefined, { cookie: before });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(adminMessages.signInAgain);
    expect((await admin(t, 'GET', '/staff', undefined, { cookie: before })).statusCode).toBe(401);
  });
});

describe('changing one’s password', () => {
  it('refuses a password that is easy to guess, saying why under the field', async () => {
    const member = await createStaff(t, 'manager');
    const cookie = await signIn(t, member.email);
    const other = await signIn(t, member.email);
    for (const [weak, feedback] of Object.entries(WEAK_PASSWORDS)) {
      const refused = await admin(
        t,
        'POST',
        '/account/password',
        { currentPassword: STAFF_PASSWORD, newPassword: weak },
        { cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: feedback, errors: { newPassword: feedback } });
    }
    const ownEmail = await admin(
      t,
      'POST',
      '/account/password',
      { currentPassword: STAFF_PASSWORD, newPassword: `${member.email.split('@')[0]}!` },
      { cookie },
    );
    expect(ownEmail.statusCode).toBe(400);
    expect(ownEmail.json().errors.newPassword).toMatch(/^It contains your name, your e-mail/);
    // Nothing changed: the old password and the other session still work.
    expect((await admin(t, 'GET', '/session', undefined, { cookie: other })).statusCode).toBe(200);
    expect(await signIn(t, member.email)).toMatch(/aurelle_admin=/);

    const changed = await admin(
      t,
      'POST',
      '/account/password',
      { currentPassword: STAFF_PASSWORD, newPassword: 'saffron-kettle-orbit-91' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: other })).statusCode).toBe(401);
    expect(await signIn(t, member.email, 'saffron-kettle-orbit-91')).toMatch(/aurelle_admin=/);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes, and 12 hours after sign-in however busy, saying why', async () => {
    const member = await createStaff(t, 'fulfilment');
    const signedIn = await trySignIn(t, member.email);
    // The browser keeps the cookie no longer than the session may live.
    expect(String(signedIn.headers['set-cookie'])).toMatch(/Max-Age=43200/);
    const idle = sessionCookieOf(signedIn);
    const busy = await signIn(t, member.email);
    const session = (cookie: string) => admin(t, 'GET', '/session', undefined, { cookie });
    clock.advance(29 * 60);
    expect((await session(busy)).statusCode).toBe(200);
    clock.advance(60);
    const idled = await session(idle);
    expect(idled.statusCode).toBe(401);
    expect(idled.json().message).toBe(adminMessages.sessionIdle(30));
    expect(idled.json().message).toBe(
      'You were signed out after 30 minutes without activity. Sign in again to go on.',
    );
    let minutes = 30;
    for (; minutes + 25 < 12 * 60; minutes += 25) {
      clock.advance(25 * 60);
      expect((await session(busy)).statusCode).toBe(200);
    }
    clock.advance((12 * 60 - minutes) * 60);
    const expired = await session(busy);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(adminMessages.sessionExpired(12));
  });

  it('follow the owner’s lengths within bounds, at once for open sessions; others are refused', async () => {
    const owner = await createStaff(t, 'owner');
    const ownerCookie = await signIn(t, owner.email);
    const member = await createStaff(t, 'accountant');
    const open = await signIn(t, member.email);
    const put = (body: object) =>
      admin(t, 'PUT', '/settings/security', body, { cookie: ownerCookie });
    const refusals: [object, string, string][] = [
      [{ sessionIdleMinutes: 4 }, 'sessionIdleMinutes', adminMessages.sessionIdleRange],
      [{ sessionIdleMinutes: 121 }, 'sessionIdleMinutes', adminMessages.sessionIdleRange],
      [{ sessionIdleMinutes: 12.5 }, 'sessionIdleMinutes', adminMessages.sessionIdleRange],
      [{ sessionMaxHours: 0 }, 'sessionMaxHours', adminMessages.sessionMaxRange],
      [{ sessionMaxHours: 25 }, 'sessionMaxHours', adminMessages.sessionMaxRange],
      [{ sessionMaxHours: '12' }, 'sessionMaxHours', adminMessages.sessionMaxRange],
    ];
    for (const [change, field, message] of refusals) {
      const refused = await put({ ...DEMO_DEFAULTS, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().errors[field]).toBe(message);
    }
    const partial = await put({ sessionIdleMinutes: 10 });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toHaveProperty('twoFactorRequired');
    const unchanged = await admin(t, 'GET', '/settings/security', undefined, {
      cookie: ownerCookie,
    });
    expect(unchanged.json()).toEqual(DEMO_DEFAULTS);

    const shorter = { ...DEMO_DEFAULTS, sessionIdleMinutes: 10, sessionMaxHours: 2 };
    const saved = await put(shorter);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(shorter);
    // The session opened under 30 minutes ends after 10 idle minutes, as any other now.
    clock.advance(10 * 60);
    const ended = await admin(t, 'GET', '/session', undefined, { cookie: open });
    expect(ended.json().message).toBe(adminMessages.sessionIdle(10));
    const next = await trySignIn(t, member.email);
    expect(String(next.headers['set-cookie'])).toMatch(/Max-Age=7200/);

    const ownerNow = await signIn(t, owner.email);
    const audit = await admin(t, 'GET', '/audit?entityType=settings&entityId=security', undefined, {
      cookie: ownerNow,
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'settings.updated',
      staffId: owner.id,
      changes: {
        sessionIdleMinutes: { before: 30, after: 10 },
        sessionMaxHours: { before: 12, after: 2 },
      },
    });
    await admin(t, 'PUT', '/settings/security', DEMO_DEFAULTS, { cookie: ownerNow });
  });

  it('end at sign-out, and everywhere at once', async () => {
    const member = await createStaff(t, 'manager');
    const one = await signIn(t, member.email);
    const two = await signIn(t, member.email);
    const three = await signIn(t, member.email);
    expect((await admin(t, 'POST', '/auth/sign-out', undefined, { cookie: one })).statusCode).toBe(
      200,
    );
    expect((await admin(t, 'GET', '/session', undefined, { cookie: one })).statusCode).toBe(401);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: two })).statusCode).toBe(200);
    await admin(t, 'POST', '/auth/sign-out-everywhere', undefined, { cookie: two });
    expect((await admin(t, 'GET', '/session', undefined, { cookie: two })).statusCode).toBe(401);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: three })).statusCode).toBe(401);
  });

  it('refuses a forged cookie, a customer token, and a write from another site', async () => {
    const forged = await admin(t, 'GET', '/session', undefined, {
      cookie: 'aurelle_admin=forged-value',
    });
    expect(forged.statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: {
        authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x',
        'x-api-key': TEST_API_KEY,
      },
    });
    expect(bearer.statusCode).toBe(401);
    const owner = await createStaff(t, 'owner');
    const cookie = await signIn(t, owner.email);
    const body = { email: 'someone@staff.example', name: 'Someone', role: 'manager' };
    const noHeader = await admin(t, 'POST', '/staff/invitations', body, {
      cookie,
      headers: { 'x-admin-request': undefined },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toBe(adminMessages.crossSite);
    const otherSite = await admin(t, 'POST', '/staff/invitations', body, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(otherSite.statusCode).toBe(403);
    const list = await admin(t, 'GET', '/staff', undefined, { cookie });
    expect(list.json().invitations.map((i: { email: string }) => i.email)).not.toContain(
      body.email,
    );
    // The storefront never takes the staff cookie for a customer.
    const storefront = await t.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie, 'x-api-key': TEST_API_KEY },
    });
    expect(storefront.statusCode).toBe(401);
  });
});

describe('sign-in rules saved before they were per role', () => {
  it('move on migration: "every role" to each role, "not required" to the defaults', async () => {
    const folder = resolve(import.meta.dirname, '..', '..', '..', 'drizzle');
    const file = readdirSync(folder).find((name) => name.endsWith('_security_per_role.sql'));
    const migration = sql.raw(readFileSync(join(folder, String(file)), 'utf8'));
    const owner = await createStaff(t, 'owner');
    // With two-factor sign-in required of every role, an owner without it could not read on.
    const { cookie } = await enrol(await signIn(t, owner.email));
    const saveOld = (requireTwoFactor: boolean) =>
      t.db.execute(sql`insert into admin_settings (key, value)
        values ('security', ${JSON.stringify({ requireTwoFactor })}::jsonb)
        on conflict (key) do update set value = excluded.value`);
    const rules = async () =>
      (await admin(t, 'GET', '/settings/security', undefined, { cookie })).json();

    await saveOld(true);
    await t.db.execute(migration);
    expect(await rules()).toEqual({ ...DEMO_DEFAULTS, twoFactorRequired: ALL });
    await saveOld(false);
    await t.db.execute(migration);
    expect(await rules()).toEqual(DEMO_DEFAULTS);
    // Run again (or on a database saved since), it changes nothing.
    await admin(
      t,
      'PUT',
      '/settings/security',
      { ...DEMO_DEFAULTS, sessionMaxHours: 8 },
      { cookie },
    );
    await t.db.execute(migration);
    expect(await rules()).toEqual({ ...DEMO_DEFAULTS, sessionMaxHours: 8 });
    await admin(t, 'PUT', '/settings/security', DEMO_DEFAULTS, { cookie });
  });
});

describe('in production', () => {
  let production: TestApp;
  let ownerCookie: string;
  beforeAll(async () => {
    production = await buildTestApp({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      JWT_SECRET: 'production-jwt-secret-production-jwt-secret',
      ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
      STOREFRONT_API_KEY: 'production-storefront-key',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Aurelle <hello@shop.example>',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_example',
      RAZORPAY_KEY_SECRET: 'razorpay-secret-example',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-example',
    });
  });
  afterAll(() => production.close());

  /** Signs a new member of `role` in with their password: answers the session's stage and cookie. */
  async function newMember(role: StaffRole) {
    const member = await createStaff(production, role);
    const signedIn = await trySignIn(production, member.email);
    return { ...member, signedIn, cookie: sessionCookieOf(signedIn) };
  }

  it('the owner sets up two-factor sign-in before anything else; the cookie is __Host- and Secure', async () => {
    const owner = await newMember('owner');
    expect(owner.signedIn.json().stage).toBe('enrol');
    const setCookie = String(owner.signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-aurelle_admin=/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\//);
    const before = owner.cookie;
    const staff = await admin(production, 'GET', '/staff', undefined, { cookie: before });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(adminMessages.enrolmentNeeded);
    // The session goes on under a new id: the one from before the second factor is dead.
    const { cookie } = await enrolTwoFactor(production, before);
    expect(cookie).not.toBe(before);
    expect((await admin(production, 'GET', '/staff', undefined, { cookie })).statusCode).toBe(200);
    expect(
      (await admin(production, 'GET', '/staff', undefined, { cookie: before })).statusCode,
    ).toBe(401);
    ownerCookie = cookie;
    // A write from the shop's own origin passes; the demo's origin does not.
    const fromDemo = await admin(production, 'PUT', '/settings/security', PRODUCTION_DEFAULTS, {
      cookie,
      headers: { origin: 'http://127.0.0.1:8080' },
    });
    expect(fromDemo.statusCode).toBe(403);
  });

  it('every role sets it up first, unless the owner relaxed it for the role (audited); never for owners', async () => {
    const rules = await admin(production, 'GET', '/settings/security', undefined, {
      cookie: ownerCookie,
    });
    expect(rules.json()).toEqual(PRODUCTION_DEFAULTS);
    // A manager can refund and erase customers: a password alone does not open that.
    const manager = await newMember('manager');
    expect(manager.signedIn.json()).toMatchObject({ stage: 'enrol', permissions: [] });
    const refunds = await admin(production, 'GET', '/orders', undefined, {
      cookie: manager.cookie,
    });
    expect(refunds.statusCode).toBe(403);
    expect(refunds.json().message).toBe(adminMessages.enrolmentNeeded);

    const ownersToo = await admin(
      production,
      'PUT',
      '/settings/security',
      { ...PRODUCTION_DEFAULTS, twoFactorRequired: { ...ALL, owner: false } },
      { cookie: ownerCookie },
    );
    expect(ownersToo.statusCode).toBe(400);
    expect(ownersToo.json().errors['twoFactorRequired.owner']).toBe(adminMessages.ownerTwoFactor);

    const relaxed = { ...PRODUCTION_DEFAULTS, twoFactorRequired: { ...ALL, manager: false } };
    const saved = await admin(production, 'PUT', '/settings/security', relaxed, {
      cookie: ownerCookie,
    });
    expect(saved.json()).toEqual(relaxed);
    // At once, for the session already open.
    const now = await admin(production, 'GET', '/session', undefined, { cookie: manager.cookie });
    expect(now.json().stage).toBe('ready');
    expect(
      (await admin(production, 'GET', '/orders', undefined, { cookie: manager.cookie })).statusCode,
    ).toBe(200);
    // Other roles still must.
    expect((await newMember('fulfilment')).signedIn.json().stage).toBe('enrol');

    const audit = await admin(
      production,
      'GET',
      '/audit?entityType=settings&entityId=security',
      undefined,
      { cookie: ownerCookie },
    );
    expect(audit.json().entries).toHaveLength(1);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'settings.updated',
      changes: { 'twoFactorRequired.manager': { before: true, after: false } },
    });
    expect(Object.keys(audit.json().entries[0].changes)).toEqual(['twoFactorRequired.manager']);
  });
});
