import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signCustomerToken, verifyCustomerToken } from './token.ts';

const env = { JWT_SECRET: 'x'.repeat(40) };
const ids = {
  customerId: '6f1c2f4e-8a3b-4c1d-9e2f-0a1b2c3d4e5f',
  sessionId: '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
};

describe('customer tokens', () => {
  it('round-trips the customer and session ids, with a 30-day expiry', async () => {
    const token = await signCustomerToken(env, ids);
    expect(await verifyCustomerToken(env, token)).toEqual(ids);
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, number>;
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(30 * 86_400);
  });

  it('refuses another secret, an expired token, garbage and non-uuid claims', async () => {
    const token = await signCustomerToken(env, ids);
    expect(await verifyCustomerToken({ JWT_SECRET: 'y'.repeat(40) }, token)).toBeNull();
    expect(await verifyCustomerToken(env, 'not.a.token')).toBeNull();
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const expired = await new SignJWT({ sid: ids.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ids.customerId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await verifyCustomerToken(env, expired)).toBeNull();
    const odd = await new SignJWT({ sid: "1'; drop table sessions" })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .sign(key);
    expect(await verifyCustomerToken(env, odd)).toBeNull();
  });
});

describe('customer tokens, checked again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a token verified once stops working when it expires, without a new signature check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const soon = Math.floor(Date.now() / 1000) + 60;
    const token = await new SignJWT({ sid: ids.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ids.customerId)
      .setExpirationTime(soon)
      .sign(key);
    expect(await verifyCustomerToken(env, token)).toEqual(ids);
    expect(await verifyCustomerToken(env, token)).toEqual(ids);
    vi.setSystemTime(soon * 1000 - 1);
    expect(await verifyCustomerToken(env, token)).toEqual(ids);
    vi.setSystemTime(soon * 1000);
    expect(await verifyCustomerToken(env, token)).toBeNull();
  });

  it('a token verified under one secret is not taken under another', async () => {
    const token = await signCustomerToken(env, ids);
    expect(await verifyCustomerToken(env, token)).toEqual(ids);
    expect(await verifyCustomerToken({ JWT_SECRET: 'z'.repeat(40) }, token)).toBeNull();
  });
});
