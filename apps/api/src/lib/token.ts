import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Env } from '../config/env.ts';

/** Customer tokens live 30 days; the session row they name can end them sooner. */
export const TOKEN_DAYS = 30;

export type CustomerClaims = { customerId: string; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * Tokens already verified, per secret: a signature check is a pure function of the token, so a
 * customer's next call skips the HMAC. Only the expiry is checked again; whether the session still
 * stands is the caller's check, on every call.
 */
type Verified = { claims: CustomerClaims; expiresAtMs: number };
const verifiedTokens = new Map<string, Map<string, Verified>>();
const MAX_VERIFIED = 10_000;

function verifiedFor(secret: string): Map<string, Verified> {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  return verified;
}

/**
 * The HMAC key, imported once per secret: given raw bytes, jose imports them again on every sign
 * and verify, a cost every request with a token would pay.
 */
function keyFor(env: Pick<Env, 'JWT_SECRET'>): Promise<webcrypto.CryptoKey> {
  let key = keys.get(env.JWT_SECRET);
  if (!key) {
    const bytes = new TextEncoder().encode(env.JWT_SECRET);
    const algorithm = { name: 'HMAC', hash: 'SHA-256' };
    key = webcrypto.subtle.importKey('raw', bytes, algorithm, false, ['sign', 'verify']);
    keys.set(env.JWT_SECRET, key);
  }
  return key;
}

/** Signs an HS256 token: `sub` = customer id, `sid` = session id, 30-day expiry. */
export async function signCustomerToken(
  env: Pick<Env, 'JWT_SECRET'>,
  claims: CustomerClaims,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_DAYS}d`)
    .sign(await keyFor(env));
}

/** The token's claims, or null for a bad signature, an expired token or malformed claims. */
export async function verifyCustomerToken(
  env: Pick<Env, 'JWT_SECRET'>,
  token: string,
): Promise<CustomerClaims | null> {
  const verified = verifiedFor(env.JWT_SECRET);
  const known = verified.get(token);
  if (known) {
    if (known.expiresAtMs > Date.now()) return known.claims;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await keyFor(env), { algorithms: ['HS256'] });
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid))
      return null;
    const claims = { customerId: sub, sessionId: sid };
    if (typeof exp === 'number') {
      // Oldest first out: a Map iterates in insertion order.
      if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value ?? '');
      verified.set(token, { claims, expiresAtMs: exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
