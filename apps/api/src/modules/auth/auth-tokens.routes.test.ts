import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, sampleAddress } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCustomerWithToken } from '../../../test/factories.ts';

const t = useTestApp();

const address = sampleAddress;
const someId = randomUUID();
/** The account calls spec §6 sends a bearer token on. */
const tokenCalls = [
  ['GET', '/customer/profile', undefined],
  ['POST', '/customer/logout', undefined],
  ['POST', '/customer/address', address],
  ['PUT', `/customer/address/${someId}`, address],
  ['DELETE', `/customer/address/${someId}`, undefined],
] as const;

function sign(claims: { sub: string; sid: string }, secret: string, expiresAt: string | number) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 40 * 86_400)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

async function badTokens(): Promise<[string, string | undefined][]> {
  const live = await createCustomerWithToken(t.db, t.env);
  const claims = { sub: live.customer.id, sid: live.session.id };
  const [head, payload, signature] = live.token.split('.');
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString(
    'base64url',
  );
  return [
    ['missing', undefined],
    ['garbage', 'Bearer not-a-token'],
    ['tampered signature', `Bearer ${head}.${payload}.${signature?.slice(0, -2)}xx`],
    ['tampered claims', `Bearer ${head}.${forged}.${signature}`],
    ['signed with another secret', `Bearer ${await sign(claims, 'x'.repeat(40), '30d')}`],
    [
      'expired',
      `Bearer ${await sign(claims, t.env.JWT_SECRET, Math.floor(Date.now() / 1000) - 60)}`,
    ],
    [
      'revoked session',
      (await createCustomerWithToken(t.db, t.env, { revoked: true })).authorization,
    ],
    [
      'expired session',
      (await createCustomerWithToken(t.db, t.env, { expiresAt: new Date(Date.now() - 1000) }))
        .authorization,
    ],
    [
      'unknown session',
      `Bearer ${await sign({ ...claims, sid: randomUUID() }, t.env.JWT_SECRET, '30d')}`,
    ],
  ];
}

describe('bearer token on every account call', () => {
  it('answers 401 with the JSON error shape for a missing, tampered, expired or revoked token', async () => {
    for (const [kind, authorization] of await badTokens()) {
      for (const [method, url, body] of tokenCalls) {
        const res = await call(t, method, url, body, {
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, `${kind}: ${method} ${url}`).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ message: 'Unauthorized' });
      }
    }
  });

  it('answers 401 in French for a French visitor', async () => {
    const res = await call(t, 'GET', '/customer/profile', undefined, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.json()).toEqual({ message: 'Non autorisé' });
  });

  it('checks the token before the body: a bad address without a token is still a 401', async () => {
    const res = await call(t, 'POST', '/customer/address', { name: '' });
    expect(res.statusCode).toBe(401);
  });

  it('stops a logged-out token at once, on every call, while a live one works', async () => {
    const { authorization } = await createCustomerWithToken(t.db, t.env);
    const headers = { authorization };
    expect((await call(t, 'GET', '/customer/profile', undefined, { headers })).statusCode).toBe(
      200,
    );
    expect((await call(t, 'POST', '/customer/logout', undefined, { headers })).statusCode).toBe(
      200,
    );
    for (const [method, url, body] of tokenCalls) {
      const res = await call(t, method, url, body, { headers });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
