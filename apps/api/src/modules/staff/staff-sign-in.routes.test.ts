import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@aurelle/contract';
import { buildTestApp, TEST_API_KEY, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import {
  admin,
  createStaff,
  sessionCookieOf,
  signIn,
  STAFF_PASSWORD,
} from '../../../test/staff.ts';
import { totpCode } from './totp.ts';

const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }, { clock });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Sets up two-factor sign-in for a signed-in member; answers the secret and recovery codes. */
async function enrol(cookie: string) {
  const started = await admin(t, 'POST', '/account/two-factor', undefined, { cookie });
  expect(started.statusCode).toBe(200);
  const { secret, uri, qrSvg } = started.json();
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const confirmed = await admin(
    t,
    'POST',
    '/account/two-factor/confirm',
    { code: totpCode(secret, clock.now()) },
    { cookie },
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe('staff sign-in', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie, with the role’s permissions', async () => {
    const manager = await createStaff(t, 'manager');
    const response = await admin(t, 'POST', '/auth/sign-in', {
      email: manager.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
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
    const wrong = await admin(t, 'POST', '/auth/sign-in', {
      email: manager.email,
      password: 'not-the-password-at-all',
    });
    const unknown = await admin(t, 'POST', '/auth/sign-in', {
      email: 'nobody@staff.example',
      password: 'not-the-password-at-all',
    });
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
    const next = await admin(
      t,
      'POST',
      '/auth/sign-in',
      { email: 'guess-last@staff.example', password: 'not-the-password' },
      { ip },
    );
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(adminMessages.tooManyFromAddress);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
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
    const huge = await admin(t, 'POST', '/auth/sign-in', {
      email: 'a@b.co',
      password: 'x'.repeat(1_048_576),
    });
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

    const pending = await admin(t, 'POST', '/auth/sign-in', {
      email: owner.email,
      password: STAFF_PASSWORD,
    });
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
    expect((await admin(t, 'GET', '/staff', undefined, { cookie })).statusCode).toBe(200);

    const again = sessionCookieOf(
      await admin(t, 'POST', '/auth/sign-in', { email: owner.email, password: STAFF_PASSWORD }),
    );
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
    const third = sessionCookieOf(
      await admin(t, 'POST', '/auth/sign-in', { email: owner.email, password: STAFF_PASSWORD }),
    );
    const twice = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { recoveryCode: recovery },
      { cookie: third },
    );
    expect(twice.statusCode).toBe(400);
    const audit = await admin(t, 'GET', `/audit?staffId=${owner.id}`, undefined, { cookie });
    const actions = audit.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toContain('account.two-factor-on');
    expect(actions).toContain('session.sign-in');
    expect(JSON.stringify(audit.json())).not.toContain(secret);
  });

  it('requires set-up first for every role when the owner says so', async () => {
    const owner = await createStaff(t, 'owner');
    const ownerCookie = await signIn(t, owner.email);
    await enrol(ownerCookie);
    const manager = await createStaff(t, 'manager');
    const set = await admin(
      t,
      'PUT',
      '/settings/security',
      { requireTwoFactor: true },
      { cookie: ownerCookie },
    );
    expect(set.json()).toEqual({ requireTwoFactor: true });
    const cookie = await signIn(t, manager.email);
    expect((await admin(t, 'GET', '/session', undefined, { cookie })).json().stage).toBe('enrol');
    const blocked = await admin(t, 'GET', '/dashboard/sales', undefined, { cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(adminMessages.enrolmentNeeded);
    await enrol(cookie);
    expect((await admin(t, 'GET', '/dashboard/sales', undefined, { cookie })).statusCode).toBe(200);
    await admin(
      t,
      'PUT',
      '/settings/security',
      { requireTwoFactor: false },
      { cookie: ownerCookie },
    );
  });
});

describe('sessions', () => {
  it('end after 12 idle hours, and after 7 days however busy', async () => {
    const member = await createStaff(t, 'fulfilment');
    const idle = await signIn(t, member.email);
    const busy = await signIn(t, member.email);
    clock.advance(11 * 3600);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: busy })).statusCode).toBe(200);
    clock.advance(2 * 3600);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: idle })).statusCode).toBe(401);
    let hours = 13;
    expect((await admin(t, 'GET', '/session', undefined, { cookie: busy })).statusCode).toBe(200);
    for (; hours + 11 < 7 * 24; hours += 11) {
      clock.advance(11 * 3600);
      expect((await admin(t, 'GET', '/session', undefined, { cookie: busy })).statusCode).toBe(200);
    }
    clock.advance(11 * 3600);
    expect((await admin(t, 'GET', '/session', undefined, { cookie: busy })).statusCode).toBe(401);
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

describe('in production', () => {
  it('the owner sets up two-factor sign-in before anything else; the cookie is __Host- and Secure', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      JWT_SECRET: 'production-jwt-secret-production-jwt-secret',
      STOREFRONT_API_KEY: 'production-storefront-key',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Aurelle <hello@shop.example>',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_example',
      RAZORPAY_KEY_SECRET: 'razorpay-secret-example',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-example',
    });
    try {
      const owner = await createStaff(production, 'owner');
      const signedIn = await admin(production, 'POST', '/auth/sign-in', {
        email: owner.email,
        password: STAFF_PASSWORD,
      });
      expect(signedIn.json().stage).toBe('enrol');
      const setCookie = String(signedIn.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-aurelle_admin=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
      const cookie = sessionCookieOf(signedIn);
      const staff = await admin(production, 'GET', '/staff', undefined, { cookie });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe(adminMessages.enrolmentNeeded);
      const started = await admin(production, 'POST', '/account/two-factor', undefined, { cookie });
      const { secret } = started.json();
      await admin(
        production,
        'POST',
        '/account/two-factor/confirm',
        { code: totpCode(secret, new Date()) },
        { cookie },
      );
      expect((await admin(production, 'GET', '/staff', undefined, { cookie })).statusCode).toBe(
        200,
      );
      // A write from the shop's own origin passes; the demo's origin does not.
      const fromDemo = await admin(
        production,
        'PUT',
        '/settings/security',
        { requireTwoFactor: true },
        { cookie, headers: { origin: 'http://127.0.0.1:8080' } },
      );
      expect(fromDemo.statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });
});
