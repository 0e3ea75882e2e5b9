import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateOtpResponseSchema } from '@aurelle/contract';
import { otpCodes } from '../../db/schema/index.ts';
import { newPerson, post, requestCode, signUp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';

const clock = createTestClock();
const t = useTestApp({}, { clock });

const generate = (body: object, options?: Parameters<typeof post>[3]) =>
  post(t, '/customer/generateOTP', body, options);
const fr = { headers: { 'accept-language': 'fr' } };

describe('POST /api/customer/generateOTP', () => {
  it('makes a 4-digit code, stores only its keyed hash, mails it and (demo) answers it', async () => {
    const person = newPerson();
    const res = await generate({ event: 'signup', ...person });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = generateOtpResponseSchema.parse(res.json());
    expect(body.message).toBe('OTP sent successfully.');
    expect(body.otp).toMatch(/^\d{4}$/);
    const rows = await t.db.select().from(otpCodes);
    const row = rows.find((r) => r.target.includes(person.email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${body.otp}"`);
    const outbox = t.env.mail.outboxDir;
    const mail = readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .find((text) => text.includes(`To: ${person.email}`));
    expect(mail).toContain(`Subject: Your Aurelle code: ${body.otp}`);
  });

  it('tells a login for an unknown phone or e-mail on the field spec §8 reads', async () => {
    const phone = await generate({ event: 'login', phone: '9000000001', countryCode: '91' });
    expect(phone.statusCode).toBe(404);
    expect(phone.json()).toEqual({
      message: 'No account uses this phone number. Please sign up.',
      errors: { mobile: 'No account uses this phone number. Please sign up.' },
    });
    const email = await generate({ event: 'login', email: 'nobody@example.com' }, fr);
    expect(email.json().errors).toEqual({
      email: "Aucun compte n'utilise cette adresse e-mail. Veuillez vous inscrire.",
    });
  });

  it('answers a value pasted far past any rule with a sentence, in French too', async () => {
    const huge = `${'a'.repeat(1000)}@example.com`;
    const res = await generate({ event: 'login', email: huge });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Must be at most 1000 characters.' });
    expect((await generate({ event: 'login', email: huge }, fr)).json().errors).toEqual({
      email: 'Doit comporter au plus 1000 caractères.',
    });
  });

  it('refuses a sign-up for a phone or e-mail that has an account', async () => {
    const { person } = await signUp(t);
    const again = await generate({ event: 'signup', ...newPerson(), email: person.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({
      email: 'An account already uses this e-mail address. Please log in.',
    });
    const phone = await generate({ event: 'signup', ...newPerson(), phone: person.phone }, fr);
    expect(phone.json().errors).toEqual({
      mobile: 'Un compte utilise déjà ce numéro de téléphone. Veuillez vous connecter.',
    });
  });

  it('answers bad input with field errors in the spec §5 wording and stores nothing', async () => {
    const before = (await t.db.select().from(otpCodes)).length;
    const res = await generate({ event: 'login', phone: '98765-4321', countryCode: '91' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid phone number!',
      errors: { mobile: 'Invalid phone number!' },
    });
    const french = await generate({ event: 'signup', name: 'Zoë', email: 'zoe@' }, fr);
    expect(french.json()).toMatchObject({
      message: "L'indicatif du pays est obligatoire !",
      errors: {
        countryCode: "L'indicatif du pays est obligatoire !",
        mobile: 'Le numéro de téléphone est obligatoire !',
        email: 'Adresse e-mail invalide !',
      },
    });
    expect((await generate({ event: 'guess' })).statusCode).toBe(400);
    expect((await generate({ event: 'login', email: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await t.db.select().from(otpCodes)).length).toBe(before);
  });

  it('sends one code per identity per 60 s, answering 429 with the seconds left', async () => {
    const person = newPerson();
    await requestCode(t, { event: 'signup', ...person });
    clock.advance(20);
    const early = await generate({ event: 'signup', ...person });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toEqual({
      message: 'Please wait 40 seconds before requesting a new code.',
      errors: { email: 'Please wait 40 seconds before requesting a new code.' },
    });
    clock.advance(15);
    const french = await generate({ event: 'signup', ...person }, fr);
    expect(french.json().message).toBe(
      'Veuillez patienter 25 secondes avant de demander un nouveau code.',
    );
    clock.advance(25);
    expect((await generate({ event: 'signup', ...person })).statusCode).toBe(200);
  });

  it('lets a visitor whose code was used ask for the next one at once (log in right after signing up)', async () => {
    const { person } = await signUp(t);
    const login = await generate({ event: 'login', email: person.email });
    expect(login.statusCode, login.body).toBe(200);
    // An unused code still holds the countdown.
    expect((await generate({ event: 'login', email: person.email })).statusCode).toBe(429);
  });

  it('caps the codes per identity at 5 an hour', async () => {
    const person = newPerson();
    for (let i = 0; i < 5; i++) {
      await requestCode(t, { event: 'signup', ...person });
      clock.advance(61);
    }
    const sixth = await generate({ event: 'signup', ...person });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many attempts. Please try again in 55 minutes.');
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 61);
    clock.advance(3600);
  });

  it('caps the codes asked from one IP address at 40 an hour, for any identities', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 40; i++) await requestCode(t, { event: 'signup', ...newPerson() }, { ip });
    const over = await generate({ event: 'signup', ...newPerson() }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect(over.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect((await generate({ event: 'signup', ...newPerson() })).statusCode).toBe(200);
  });

  it('never leaves an older code usable once a new one is sent', async () => {
    const person = newPerson();
    const first = await requestCode(t, { event: 'signup', ...person });
    clock.advance(61);
    const second = await requestCode(t, { event: 'signup', ...person });
    const rows = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.target, `signup:email:${person.email}|phone:+91-${person.phone}`));
    expect(rows).toHaveLength(1);
    if (first !== second) {
      const res = await post(t, '/customer/register', { ...person, otp: first });
      expect(res.json().errors).toEqual({ otp: 'This code is not correct.' });
    }
  });
});
