import { describe, expect, it } from 'vitest';
import { loginResponseSchema, registerResponseSchema } from '@aurelle/contract';
import { call, newPerson, post, requestCode, signUp } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createCategory, createProduct, newSessionId } from '../../../test/factories.ts';

const clock = createTestClock();
const t = useTestApp({}, { clock });

const register = (body: object) => post(t, '/customer/register', body);
const login = (body: object) => post(t, '/customer/login', body);
const profileOf = (authorization: string) =>
  call(t, 'GET', '/customer/profile', undefined, { headers: { authorization } });
const wrongOf = (otp: string) => (otp === '0000' ? '0001' : '0000');

describe('POST /api/customer/register', () => {
  it('creates the customer from a live code and answers a token for a new session', async () => {
    const person = newPerson('Zoë Lefèvre');
    const otp = await requestCode(t, { event: 'signup', ...person });
    const res = await register({ ...person, email: person.email.toUpperCase(), otp });
    expect(res.statusCode, res.body).toBe(200);
    const body = registerResponseSchema.parse(res.json());
    expect(body.message).toBe('Signup Successful');
    const profile = await profileOf(`Bearer ${body.token}`);
    expect(profile.json().customer).toMatchObject({
      name: 'Zoë Lefèvre',
      email: person.email,
      phone: person.phone,
      countryCode: '91',
    });
  });

  it('answers a wrong code on errors.otp, and the code dies after 5 wrong tries', async () => {
    const person = newPerson();
    const otp = await requestCode(t, { event: 'signup', ...person });
    for (let i = 0; i < 5; i++) {
      const wrong = await register({ ...person, otp: wrongOf(otp) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: 'This code is not correct.',
        errors: { otp: 'This code is not correct.' },
      });
    }
    const dead = await register({ ...person, otp });
    expect(dead.json().errors).toEqual({
      otp: 'This code has expired or no longer works. Please request a new one.',
    });
  });

  it('accepts a right code on the fifth try', async () => {
    const person = newPerson();
    const otp = await requestCode(t, { event: 'signup', ...person });
    for (let i = 0; i < 4; i++) await register({ ...person, otp: wrongOf(otp) });
    expect((await register({ ...person, otp })).statusCode).toBe(200);
  });

  it('takes a code once, and never after 5 minutes', async () => {
    const person = newPerson();
    const otp = await requestCode(t, { event: 'signup', ...person });
    expect((await register({ ...person, otp })).statusCode).toBe(200);
    const again = await register({ ...person, otp });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(['otp']);

    const late = newPerson();
    const lateOtp = await requestCode(t, { event: 'signup', ...late });
    clock.advance(5 * 60 + 1);
    const expired = await post(
      t,
      '/customer/register',
      { ...late, otp: lateOtp },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(expired.json().errors).toEqual({
      otp: "Ce code a expiré ou n'est plus valable. Veuillez en demander un nouveau.",
    });
  });

  it('binds the code to the e-mail and phone it was sent for', async () => {
    const person = newPerson();
    const otp = await requestCode(t, { event: 'signup', ...person });
    const other = newPerson();
    expect((await register({ ...person, phone: other.phone, otp })).statusCode).toBe(400);
    expect((await register({ ...person, email: other.email, otp })).statusCode).toBe(400);
  });

  it('refuses bad input with spec §5 texts and writes nothing', async () => {
    const person = newPerson();
    const res = await register({ ...person, name: 'R2 D2', otp: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Name should contain only letters.',
      errors: {
        name: 'Name should contain only letters.',
        otp: 'Please enter a valid 6-digit OTP.',
      },
    });
    const login = await post(t, '/customer/generateOTP', { event: 'login', email: person.email });
    expect(login.statusCode).toBe(404);
  });

  it("adopts the visitor's recently viewed items by sessionId", async () => {
    const category = await createCategory(t.db);
    const ring = await createProduct(t.db, { categoryId: category.id, name: 'Solitaire' });
    const visitor = newSessionId();
    await post(t, '/activity/recently-viewed/add', { sessionId: visitor, product_id: ring.id });
    const { authorization } = await signUp(t, newPerson(), visitor);
    const list = await call(t, 'GET', `/activity/recently-viewed/${newSessionId()}`, undefined, {
      headers: { authorization },
    });
    expect(list.json().products.map((p: { name: string }) => p.name)).toEqual(['Solitaire']);
  });
});

describe('POST /api/customer/login', () => {
  it('logs in by e-mail or by phone, each login a session of its own', async () => {
    const { person } = await signUp(t);
    clock.advance(61);
    const byEmail = await requestCode(t, { event: 'login', email: person.email });
    const first = await login({
      email: person.email,
      emailOtp: byEmail,
      sessionId: newSessionId(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstBody = loginResponseSchema.parse(first.json());
    expect(firstBody.message).toBe('Login Successful');

    const byPhone = await requestCode(t, {
      event: 'login',
      phone: person.phone,
      countryCode: '91',
    });
    const second = await login({ phone: person.phone, countryCode: '91', phoneOtp: byPhone });
    expect(second.statusCode, second.body).toBe(200);
    const secondToken = loginResponseSchema.parse(second.json()).data.token;
    expect(secondToken).not.toBe(firstBody.data.token);

    const out = await call(t, 'POST', '/customer/logout', undefined, {
      headers: { authorization: `Bearer ${firstBody.data.token}` },
    });
    expect(out.json()).toEqual({ message: 'Logged out successfully.' });
    expect((await profileOf(`Bearer ${firstBody.data.token}`)).statusCode).toBe(401);
    expect((await profileOf(`Bearer ${secondToken}`)).statusCode).toBe(200);
  });

  it('answers a login code for a phone with the code sent, not one for the e-mail', async () => {
    const { person } = await signUp(t);
    clock.advance(61);
    const otp = await requestCode(t, { event: 'login', email: person.email });
    const res = await login({ phone: person.phone, countryCode: '91', phoneOtp: otp });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['otp']);
  });

  it('caps the tries per identity at 10 an hour, whatever the codes', async () => {
    const { person } = await signUp(t);
    clock.advance(61);
    const otp = await requestCode(t, { event: 'login', email: person.email });
    for (let i = 0; i < 5; i++) await login({ email: person.email, emailOtp: wrongOf(otp) });
    clock.advance(61);
    const fresh = await requestCode(t, { event: 'login', email: person.email });
    for (let i = 0; i < 5; i++) await login({ email: person.email, emailOtp: wrongOf(fresh) });
    clock.advance(61);
    const third = await requestCode(t, { event: 'login', email: person.email });
    const capped = await login({ email: person.email, emailOtp: third });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errors.otp).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
    clock.advance(3600);
    const later = await requestCode(t, { event: 'login', email: person.email });
    expect((await login({ email: person.email, emailOtp: later })).statusCode).toBe(200);
  });

  it('caps verify calls from one IP address at 80 an hour', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 80; i++)
      await post(
        t,
        '/customer/login',
        { email: `nobody${i}@example.com`, emailOtp: '1234' },
        { ip },
      );
    const over = await post(
      t,
      '/customer/login',
      { email: 'x@example.com', emailOtp: '1234' },
      { ip },
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    clock.advance(3600);
  });
});
