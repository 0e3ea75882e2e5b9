import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages, staffWaitMessage } from '@aurelle/contract';
import { freshIp } from '../../../test/accounts.ts';
import {
  admin,
  createStaff,
  enrolTwoFactor,
  sessionCookieOf,
  signIn,
  STAFF_PASSWORD,
  trySignIn,
  useStaffTestApp,
} from '../../../test/staff.ts';
import { auditLog, staffAccounts } from '../../db/schema/index.ts';
import { totpCode } from './totp.ts';

/**
 * Sign-in's throttles against a guesser: growing waits where the guessing comes from, a lock that
 * keeps the guessing addresses out but never the holder, no free tries for a botnet's addresses, an
 * open session's own calls untouched, and every wrong try and lock in the audit log.
 */
const { t, sink, clock } = useStaffTestApp();

const signInFrom = (ip: string, email: string, password: string) =>
  trySignIn(t, email, password, { ip });

const wrongFrom = (ip: string, email: string) =>
  signInFrom(ip, email, `wrong-${Math.random()}-password`);

const enrol = (cookie: string) => enrolTwoFactor(t, cookie, clock.now());

const auditOf = (entityId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

const noticesTo = (email: string) =>
  sink.received.filter((m) => m.to.includes(email) && m.raw.includes('guessing'));

describe('an address that keeps guessing', () => {
  it('waits 1, 2, then 4 minutes (Retry-After), while the holder signs in from elsewhere', async () => {
    const member = await createStaff(t, 'manager');
    const guesser = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await wrongFrom(guesser, member.email)).statusCode).toBe(401);
    const fifth = await wrongFrom(guesser, member.email);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('60');
    expect(fifth.json().message).toBe(staffWaitMessage(60));
    // Even the right password waits there, unchecked…
    const waiting = await signInFrom(guesser, member.email, STAFF_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    // …but the holder's own address is not held up by it.
    expect((await signInFrom(freshIp(), member.email, STAFF_PASSWORD)).statusCode).toBe(200);

    clock.advance(61);
    const sixth = await wrongFrom(guesser, member.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('120');
    clock.advance(60);
    expect((await wrongFrom(guesser, member.email)).statusCode).toBe(429); // still waiting
    clock.advance(61);
    const seventh = await wrongFrom(guesser, member.email);
    expect(seventh.headers['retry-after']).toBe('240');
    expect(seventh.json().message).toBe(staffWaitMessage(240));
    // Once the wait is over, a right password from there signs in and its count starts again.
    clock.advance(241);
    expect((await signInFrom(guesser, member.email, STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await wrongFrom(guesser, member.email)).statusCode).toBe(401);
  });
});

describe('an account under attack from many addresses', () => {
  it('lets the owner in with password and code from a clean address; the guessers stay out; one notice', async () => {
    const owner = await createStaff(t, 'owner');
    const { secret } = await enrol(await signIn(t, owner.email));
    clock.advance(30);
    const attackers = [freshIp(), freshIp(), freshIp(), freshIp()];
    const answers: number[] = [];
    for (const ip of attackers)
      for (let i = 0; i < 5; i++) answers.push((await wrongFrom(ip, owner.email)).statusCode);
    // Two addresses make ten wrong tries and lock the e-mail: each next address gets one try.
    expect(answers).toEqual([
      ...[401, 401, 401, 401, 429],
      ...[401, 401, 401, 401, 429],
      ...[429, 429, 429, 429, 429],
      ...[429, 429, 429, 429, 429],
    ]);
    // A guessing address is refused even with the right password until the lock passes.
    const guesser = await signInFrom(attackers[0] as string, owner.email, STAFF_PASSWORD);
    expect(guesser.statusCode).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(30 * 60);

    const home = freshIp();
    const pending = await signInFrom(home, owner.email, STAFF_PASSWORD);
    expect(pending.json().stage).toBe('second-factor');
    const cookie = sessionCookieOf(pending);
    const ready = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { code: totpCode(secret, clock.now()) },
      { cookie, ip: home },
    );
    expect(ready.json().stage).toBe('ready');
    // The second factor gives the session a new id.
    const signedIn = sessionCookieOf(ready);
    expect((await admin(t, 'GET', '/staff', undefined, { cookie: signedIn })).statusCode).toBe(200);

    // The attack goes on from new addresses: still one notice for this lock.
    for (let i = 0; i < 3; i++) await wrongFrom(freshIp(), owner.email);
    await t.app.jobs.drain();
    expect(noticesTo(owner.email)).toHaveLength(1);
    expect(noticesTo(owner.email)[0]?.raw).toContain('ten times within an hour');
    const locks = await auditOf(owner.id, 'account.locked');
    expect(locks).toHaveLength(1);
    expect(attackers).toContain(locks[0]?.ip);
    // Every password checked and found wrong is a row: 10 before the lock, 1 per address after.
    const failed = await auditOf(owner.id, 'session.sign-in-failed');
    expect(failed).toHaveLength(10 + 2 + 3);
    expect(failed[0]).toMatchObject({ staffId: null, changes: { factor: { after: 'password' } } });
    expect(new Set(failed.map((row) => row.ip))).toContain(attackers[3]);
    expect(JSON.stringify(failed)).not.toContain('wrong-');

    // The next hour's lock is a new one: its own single notice.
    clock.advance(3601);
    for (let i = 0; i < 12; i++) await wrongFrom(freshIp(), owner.email);
    await t.app.jobs.drain();
    expect(noticesTo(owner.email)).toHaveLength(2);
  });

  it('sends one notice when ten wrong tries arrive at once', async () => {
    const member = await createStaff(t, 'accountant');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => wrongFrom(freshIp(), member.email)),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(9);
    await t.app.jobs.drain();
    expect(noticesTo(member.email)).toHaveLength(1);
    expect(await auditOf(member.id, 'account.locked')).toHaveLength(1);
  });

  it('past thirty wrong tries an hour, makes each address wait from its first; a clean address with the right password still gets in', async () => {
    const member = await createStaff(t, 'manager');
    const answers: number[] = [];
    const guessers: string[] = [];
    for (let i = 0; i < 40; i++) {
      guessers.push(freshIp());
      answers.push((await wrongFrom(guessers[i] ?? '', member.email)).statusCode);
    }
    // Each password checked and found wrong is a row, whatever the number of addresses.
    expect(await auditOf(member.id, 'session.sign-in-failed')).toHaveLength(40);
    // From the thirtieth, one wrong try is enough for an address to wait; the lock (from the
    // tenth) already keeps every guessing address out for the hour.
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(answers.slice(9)).toEqual(Array(31).fill(429));
    const guesser = await signInFrom(guessers[35] ?? '', member.email, STAFF_PASSWORD);
    expect(guesser.statusCode).toBe(429);
    // A wrong try from a new address now waits: the password was checked, and it is told to wait.
    const late = freshIp();
    expect((await wrongFrom(late, member.email)).statusCode).toBe(429);
    clock.advance(61);
    expect((await wrongFrom(late, member.email)).statusCode).toBe(429);
    // The holder, from an address that has not guessed, is never refused.
    expect((await signInFrom(freshIp(), member.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, try by try', async () => {
    const member = await createStaff(t, 'fulfilment');
    const run = async (email: string) => {
      const answers: string[] = [];
      const guesser = freshIp();
      for (let i = 0; i < 6; i++) {
        const r = await signInFrom(guesser, email, 'the-same-wrong-password');
        answers.push(`${r.statusCode} ${r.headers['retry-after']} ${r.body}`);
      }
      for (let i = 0; i < 6; i++) {
        const r = await signInFrom(freshIp(), email, 'the-same-wrong-password');
        answers.push(`${r.statusCode} ${r.headers['retry-after']} ${r.body}`);
      }
      return answers;
    };
    const known = await run(member.email);
    const unknown = await run('nobody-here@staff.example');
    expect(unknown).toEqual(known);
    expect(known).toContain(`401 undefined {"message":"${adminMessages.signInRefused}"}`);
    // An unknown e-mail's row names no account and keeps nothing of what was typed.
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'session.sign-in-failed'));
    const unknownRows = rows.filter((row) => row.entityId === null);
    expect(unknownRows.length).toBeGreaterThan(0);
    expect(unknownRows[0]?.changes).toEqual({
      factor: { after: 'password' },
      account: { after: 'unknown' },
    });
    expect(JSON.stringify(rows)).not.toContain('nobody-here');
    expect(JSON.stringify(rows)).not.toContain('the-same-wrong-password');
  });
});

describe('a deactivated account', () => {
  it('is refused as a wrong password, and its row says deactivated, not whether it was right', async () => {
    const former = await createStaff(t, 'manager');
    await t.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, former.id));
    const right = await signInFrom(freshIp(), former.email, STAFF_PASSWORD);
    const wrong = await wrongFrom(freshIp(), former.email);
    expect(right.statusCode).toBe(401);
    expect(right.body).toBe(wrong.body);
    const rows = await auditOf(former.id, 'session.sign-in-failed');
    expect(rows.map((row) => row.changes)).toEqual([
      { factor: { after: 'password' }, account: { after: 'deactivated' } },
      { factor: { after: 'password' }, account: { after: 'deactivated' } },
    ]);
  });
});

describe('an open session during a lock', () => {
  it('changes its password and replaces its recovery codes; a wrong code is counted and recorded', async () => {
    const owner = await createStaff(t, 'owner');
    const home = freshIp();
    const { secret, cookie: first } = await enrol(await signIn(t, owner.email));
    clock.advance(30);
    for (let i = 0; i < 12; i++) await wrongFrom(freshIp(), owner.email);
    expect((await signInFrom(freshIp(), owner.email, 'one-more-wrong-one')).statusCode).toBe(429);

    const codes = await admin(
      t,
      'POST',
      '/account/recovery-codes',
      { code: totpCode(secret, clock.now()) },
      { cookie: first, ip: home },
    );
    expect(codes.statusCode).toBe(200);
    const changed = await admin(
      t,
      'POST',
      '/account/password',
      { currentPassword: STAFF_PASSWORD, newPassword: 'velvet-harbour-copper-mosaic-71' },
      { cookie: first, ip: home },
    );
    expect(changed.statusCode).toBe(200);

    // A wrong code at sign-in's second step is a failed sign-in too (once the lock has passed,
    // so it is answered as a wrong code, not as this address now guessing).
    clock.advance(3601);
    const pending = await signInFrom(home, owner.email, 'velvet-harbour-copper-mosaic-71');
    const wrongCode = await admin(
      t,
      'POST',
      '/auth/second-factor',
      { code: totpCode(secret, clock.now()) === '000000' ? '111111' : '000000' },
      { cookie: sessionCookieOf(pending), ip: home },
    );
    expect(wrongCode.statusCode).toBe(400);
    const failed = await auditOf(owner.id, 'session.sign-in-failed');
    expect(failed.filter((row) => row.ip === home)).toMatchObject([
      { changes: { factor: { after: 'code' } } },
    ]);
  });

  it('ends at the fifth wrong current password, so a stolen session cannot guess it', async () => {
    const member = await createStaff(t, 'manager');
    const cookie = await signIn(t, member.email);
    const wrong = () =>
      admin(
        t,
        'POST',
        '/account/password',
        { currentPassword: 'not-my-password', newPassword: 'velvet-harbour-copper-mosaic-72' },
        { cookie },
      );
    for (let i = 0; i < 4; i++) {
      const r = await wrong();
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.currentPassword).toBe(adminMessages.passwordWrong);
    }
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(adminMessages.signInAgain);
    expect((await admin(t, 'GET', '/session', undefined, { cookie })).statusCode).toBe(401);
    const ended = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.staffId, member.id),
          eq(auditLog.action, 'session.ended-after-wrong-tries'),
        ),
      );
    expect(ended).toHaveLength(1);
    // The e-mail itself is not locked by it.
    expect((await signInFrom(freshIp(), member.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });
});
