import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newPerson, post, requestCode } from './accounts.ts';
import { buildTwoTestApps, type TestApp } from './build-test-app.ts';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  ({ first, second } = await buildTwoTestApps());
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('two API instances on one database act as one', () => {
  it('signs up with a code asked on one instance and verified on the other', async () => {
    const person = newPerson();
    const otp = await requestCode(first, { event: 'signup', ...person });
    const res = await post(second, '/customer/register', { ...person, otp });
    expect(res.statusCode, res.body).toBe(200);
    const authorization = `Bearer ${res.json().token}`;
    const profile = await call(first, 'GET', '/customer/profile', undefined, {
      headers: { authorization },
    });
    expect(profile.json().customer.email).toBe(person.email);

    await call(second, 'POST', '/customer/logout', undefined, { headers: { authorization } });
    const after = await call(first, 'GET', '/customer/profile', undefined, {
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
  });

  it('holds the 60 s rule across both instances', async () => {
    const person = newPerson();
    await requestCode(first, { event: 'signup', ...person });
    const res = await post(second, '/customer/generateOTP', { event: 'signup', ...person });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('counts wrong tries across both instances: the code dies after 5 in all', async () => {
    const person = newPerson();
    const otp = await requestCode(first, { event: 'signup', ...person });
    const wrong = otp === '0000' ? '0001' : '0000';
    for (const app of [first, second, first, second, first])
      await post(app, '/customer/register', { ...person, otp: wrong });
    const res = await post(second, '/customer/register', { ...person, otp });
    expect(res.json().errors).toEqual({
      otp: 'This code has expired or no longer works. Please request a new one.',
    });
  });

  it('sends one code when both instances are asked at once for the same identity', async () => {
    const person = newPerson();
    const answers = await Promise.all(
      [first, second, first, second, first, second].map((app) =>
        post(app, '/customer/generateOTP', { event: 'signup', ...person }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
  });
});
