import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_API_KEY } from './fixtures.ts';

export const apiHeaders = {
  'x-api-key': DEMO_API_KEY,
  'accept-language': 'en',
  'x-currency': 'INR',
};

/** A call to the real API, expected to answer 200; its JSON. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
  token?: string,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: { ...apiHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A new shopper's identity, unique per run. */
export function newPerson(tag: string) {
  const n = String(Date.now()).slice(-8);
  return {
    name: 'Asha Rao',
    email: `e2e-${tag}-${n}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 10))}${n}`,
    countryCode: '91',
  };
}

/** Signs a shopper up through the API (demo mode answers the code); the session's token. */
export async function signUpViaApi(
  request: APIRequestContext,
  person: ReturnType<typeof newPerson>,
) {
  const { otp } = await call<{ otp: string }>(request, 'POST', '/api/customer/generateOTP', {
    event: 'signup',
    ...person,
  });
  const { token } = await call<{ token: string }>(request, 'POST', '/api/customer/register', {
    ...person,
    otp,
  });
  return token;
}
