import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema/index.ts';
import { logInByPhone, newPerson, post, signUp } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { startRecordingServer } from '../../../test/recording-server.ts';

let msg91: Awaited<ReturnType<typeof startRecordingServer>>;
let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  msg91 = await startRecordingServer();
  t = await buildTestApp(
    {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-test-key',
      MSG91_TEMPLATE_ID: 'dlt-template-7',
      MSG91_BASE_URL: msg91.url,
    },
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
  await msg91?.close();
});

const smsCodeTo = (mobile: string) => {
  const sent = msg91.requests
    .map((r) => new URL(r.url, msg91.url).searchParams)
    .filter((p) => p.get('mobile') === mobile);
  return sent.at(-1)?.get('otp') ?? undefined;
};

describe('one-time codes by SMS (MSG91)', () => {
  it('texts a sign-up code too, and a phone login code only by SMS', async () => {
    msg91.reply(200, { type: 'success' });
    const { person } = await signUp(t);
    expect(smsCodeTo(`91${person.phone}`)).toMatch(/^\d{4}$/);
    clock.advance(61);
    const res = await post(t, '/customer/generateOTP', {
      event: 'login',
      phone: person.phone,
      countryCode: '91',
    });
    expect(res.statusCode).toBe(200);
    const code = smsCodeTo(`91${person.phone}`);
    expect(code).toBe(res.json().otp);
    const login = await logInByPhone(t, person, code);
    expect(login.statusCode, login.body).toBe(200);
  });

  it('answers 503 on errors.mobile and keeps no code when MSG91 refuses a login code', async () => {
    msg91.reply(200, { type: 'success' });
    const { person } = await signUp(t);
    clock.advance(61);
    msg91.reply(401, { type: 'error', message: 'Invalid authkey' });
    const before = await t.db.select().from(otpCodes);
    const res = await post(t, '/customer/generateOTP', {
      event: 'login',
      phone: person.phone,
      countryCode: '91',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors).toEqual({
      mobile: 'We could not send your code. Please try again in a moment.',
    });
    const after = await t.db.select().from(otpCodes);
    expect(after.filter((row) => row.event === 'login')).toEqual(
      before.filter((row) => row.event === 'login'),
    );
  });

  it('still signs up by e-mail when only the SMS fails', async () => {
    msg91.reply(500, { message: 'down' });
    const res = await post(t, '/customer/generateOTP', { event: 'signup', ...newPerson() });
    expect(res.statusCode).toBe(200);
  });
});
