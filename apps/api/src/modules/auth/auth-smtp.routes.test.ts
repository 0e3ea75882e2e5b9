import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@aurelle/contract';
import { otpCodes } from '../../db/schema/index.ts';
import { call, logInByPhone, newPerson, post } from '../../../test/accounts.ts';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { newSessionId } from '../../../test/factories.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let down: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  sink = await startSmtpSink();
  // Production mode: the code travels only by e-mail, never in the answer.
  t = await buildTestApp(
    { ...PRODUCTION_ENV, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    { clock },
  );
  // Nothing listens on port 1: every send fails.
  down = await buildTestApp({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://127.0.0.1:1' });
});
afterAll(async () => {
  await t?.close();
  await down?.close();
  await sink?.close();
});

const codeIn = (raw: string) => /^Subject: Your Aurelle code: (\d{4})$/m.exec(raw)?.[1];

describe('one-time codes by SMTP', () => {
  it('mails the code (never answering it) and logs in with the code read from the message', async () => {
    const person = newPerson();
    const sent = await post(t, '/customer/generateOTP', { event: 'signup', ...person });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'OTP sent successfully.' });
    const mail = sink.received.find((m) => m.to.includes(person.email));
    expect(mail?.raw).toContain('From: Aurelle <hello@aurelle.example>');
    const signupCode = codeIn(mail?.raw ?? '');
    expect(signupCode).toMatch(/^\d{4}$/);
    const registered = await post(t, '/customer/register', { ...person, otp: signupCode ?? '' });
    expect(registered.statusCode, registered.body).toBe(200);

    clock.advance(61);
    const login = await post(t, '/customer/generateOTP', { event: 'login', email: person.email });
    expect(login.json()).toEqual({ message: 'OTP sent successfully.' });
    const mails = sink.received.filter((m) => m.to.includes(person.email));
    const loginCode = codeIn(mails.at(-1)?.raw ?? '');
    const session = await post(t, '/customer/login', {
      email: person.email,
      emailOtp: loginCode ?? '',
      sessionId: newSessionId(),
    });
    expect(session.statusCode, session.body).toBe(200);
    const { token } = loginResponseSchema.parse(session.json()).data;
    const profile = await call(t, 'GET', '/customer/profile', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().customer.email).toBe(person.email);
  });

  it('writes the e-mail in French for a French visitor', async () => {
    const person = newPerson('Zoë Lefèvre');
    const sent = await post(
      t,
      '/customer/generateOTP',
      { event: 'signup', ...person },
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(sent.json()).toEqual({ message: 'Code OTP envoyé avec succès.' });
    const raw = sink.received.find((m) => m.to.includes(person.email))?.raw ?? '';
    expect(raw).toMatch(/^Subject: Votre code Aurelle : \d{4}$/m);
    expect(raw).toMatch(/Votre code Aurelle est \d{4}\. Il expire dans 5 minutes\./);
  });

  it('logs in by phone with the code mailed to the account (no SMS provider set)', async () => {
    const person = newPerson();
    const signup = await post(t, '/customer/generateOTP', { event: 'signup', ...person });
    expect(signup.statusCode).toBe(200);
    const otp = codeIn(sink.received.find((m) => m.to.includes(person.email))?.raw ?? '');
    await post(t, '/customer/register', { ...person, otp: otp ?? '' });
    clock.advance(61);
    const res = await post(t, '/customer/generateOTP', {
      event: 'login',
      phone: person.phone,
      countryCode: '91',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = sink.received.filter((m) => m.to.includes(person.email));
    const code = codeIn(mails.at(-1)?.raw ?? '');
    const login = await logInByPhone(t, person, code);
    expect(login.statusCode, login.body).toBe(200);
  });

  it('answers 503 when the mail server is down, leaving no code and no 60 s wait', async () => {
    const person = newPerson();
    const first = await post(down, '/customer/generateOTP', { event: 'signup', ...person });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      message: 'We could not send your code. Please try again in a moment.',
      errors: { email: 'We could not send your code. Please try again in a moment.' },
    });
    expect(await down.db.select().from(otpCodes)).toEqual([]);
    const again = await post(down, '/customer/generateOTP', { event: 'signup', ...person });
    expect(again.statusCode).toBe(503);
  });
});
