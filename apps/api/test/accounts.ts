import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';

// Each call comes from its own address unless the test names one, so per-IP limits (tens an
// hour) only bite where a test means them to.
let ipSeq = 1;
export const freshIp = () => {
  const n = ipSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallOptions = { ip?: string; headers?: Record<string, string> };

/** A call with `headers` from `ip` (a fresh address when none), with a JSON body when given one. */
export function callFrom(
  t: TestApp,
  ip: string | undefined,
  request: { method: Method; url: string; headers: Record<string, string>; payload?: object },
) {
  const { payload, ...rest } = request;
  return t.app.inject({ ...rest, remoteAddress: ip ?? freshIp(), ...(payload ? { payload } : {}) });
}

/** A JSON call under /api with the storefront key. */
export function call(
  t: TestApp,
  method: Method,
  url: string,
  payload?: object,
  options: CallOptions = {},
) {
  const headers = { ...t.headers, ...options.headers };
  return callFrom(t, options.ip, { method, url: `/api${url}`, headers, payload });
}

export const post = (t: TestApp, url: string, payload: object, options?: CallOptions) =>
  call(t, 'POST', url, payload, options);

let personSeq = 0;
/** A new visitor's sign-up fields: unique e-mail and phone. */
export function newPerson(name = 'Asha Rao') {
  const n = `${process.pid % 1000}${String(personSeq++).padStart(5, '0')}`.slice(-8);
  return {
    name,
    email: `customer${n}@example.com`,
    phone: `98${n.padStart(8, '0')}`,
    countryCode: '91',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** Asks for a code (demo mode answers it) and returns it. */
export async function requestCode(t: TestApp, body: object, options?: CallOptions) {
  const res = await post(t, '/customer/generateOTP', body, options);
  expect(res.statusCode, res.body).toBe(200);
  const otp = (res.json() as { otp?: string }).otp;
  if (!otp) throw new Error('no code in the demo answer');
  return otp;
}

/** Signs a new visitor up through the API; returns their bearer header. */
export async function signUp(t: TestApp, person: Person = newPerson(), sessionId?: string) {
  const otp = await requestCode(t, { event: 'signup', ...person });
  const res = await post(t, '/customer/register', {
    ...person,
    otp,
    ...(sessionId ? { sessionId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = res.json() as { token: string };
  return { person, token, authorization: `Bearer ${token}` };
}

/** Logs a visitor in by phone with the code they were sent (none sends an empty one). */
export const logInByPhone = (t: TestApp, person: Person, code: string | undefined) =>
  post(t, '/customer/login', { phone: person.phone, countryCode: '91', phoneOtp: code ?? '' });

/** A complete address body (spec §7), valid under the spec §5 rules. */
export const sampleAddress = {
  name: 'Amélie Dubois',
  phone: '9876543210',
  address1: '12 MG Road',
  address2: 'Near the lake',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  zipCode: '560001',
  label: 'Home',
  iso_country: 'IN',
  iso_state: 'KA',
};
