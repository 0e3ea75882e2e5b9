import { describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { RESEND_SECONDS, format, messages } from '@aurelle/contract';
import { rateLimits } from '../src/db/schema/index.ts';
import { freshIp, newPerson, post, requestCode } from './accounts.ts';
import { useTestApp } from './use-test-app.ts';
import { createTestClock } from './clock.ts';
import { admin, createStaff } from './staff.ts';

/**
 * The abuse limits' counters (lib/rate-limit.ts) are deleted once every window they count in has
 * passed (the app's periodic jobs call `forgetPassedLimits`), so the table does not keep a row
 * for every address and identity that ever asked for a code, and the limits count the same.
 */
const clock = createTestClock();
const t = useTestApp({}, { clock });

/** The counter keys that name `email`. */
const keysOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${email}%`))
  )
    .map((row) => row.key)
    .sort();

describe('the abuse limits’ counters', () => {
  it('are kept while a window counts and deleted once the longest (an hour) has passed', async () => {
    const early = newPerson();
    await requestCode(t, { event: 'signup', ...early });
    const earlyKeys = await keysOf(early.email);
    expect(earlyKeys).toEqual([`otp-resend:email:${early.email}`, `otp-send:email:${early.email}`]);

    clock.advance(30 * 60);
    const late = newPerson();
    await requestCode(t, { event: 'signup', ...late });
    expect(await t.app.forgetPassedLimits()).toBe(0);
    expect(await keysOf(early.email)).toEqual(earlyKeys);

    // An hour after the first visitor's code: their counters go, the second visitor's stay.
    clock.advance(30 * 60);
    expect(await t.app.forgetPassedLimits()).toBeGreaterThanOrEqual(2);
    expect(await keysOf(early.email)).toEqual([]);
    expect(await keysOf(late.email)).toHaveLength(2);
  });

  it('count as before once deleted: a code asked for again at once is still refused', async () => {
    const person = newPerson();
    await requestCode(t, { event: 'signup', ...person });
    clock.advance(60 * 60);
    await t.app.forgetPassedLimits();
    expect(await keysOf(person.email)).toEqual([]);

    await requestCode(t, { event: 'signup', ...person });
    const again = await post(
      t,
      '/customer/generateOTP',
      { event: 'signup', ...person },
      { ip: freshIp() },
    );
    expect(again.statusCode).toBe(429);
    expect(again.body).toContain(format(messages.otp.resendWait, { seconds: RESEND_SECONDS }));
  });

  it('keep a staff address’s wrong tries a day, so its waits keep growing across the hours', async () => {
    const member = await createStaff(t, 'manager');
    const guesser = freshIp();
    const wrong = () =>
      admin(
        t,
        'POST',
        '/auth/sign-in',
        { email: member.email, password: 'not-the-password-at-all' },
        { ip: guesser },
      );
    for (let i = 0; i < 5; i++) await wrong();
    clock.advance(2 * 60 * 60);
    await t.app.forgetPassedLimits();
    const sixth = await wrong();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('120');
    // A day after its last wrong try the address starts again.
    clock.advance(24 * 60 * 60 + 1);
    await t.app.forgetPassedLimits();
    expect(await keysOf(member.email)).toEqual([]);
    expect((await wrong()).statusCode).toBe(401);
  });
});
