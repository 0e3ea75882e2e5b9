import { SignJWT, jwtVerify } from 'jose';
import type { Env } from '../config/env.ts';

/** Customer tokens live 30 days; the session row they name can end them sooner. */
export const TOKEN_DAYS = 30;

export type CustomerClaims = { customerId: string; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keys = new Map<string, Uint8Array>();

function keyFor(env: Pick<Env, 'JWT_SECRET'>): Uint8Array {
  let key = keys.get(env.JWT_SECRET);
  if (!key) {
    key = new TextEncoder().encode(env.JWT_SECRET);
    keys.set(env.JWT_SECRET, key);
  }
  return key;
}

/** Signs an HS256 token: `sub` = customer id, `sid` = session id, 30-day expiry. */
export function signCustomerToken(
  env: Pick<Env, 'JWT_SECRET'>,
  claims: CustomerClaims,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_DAYS}d`)
    .sign(keyFor(env));
}

/** The token's claims, or null for a bad signature, an expired token or malformed claims. */
export async function verifyCustomerToken(
  env: Pick<Env, 'JWT_SECRET'>,
  token: string,
): Promise<CustomerClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(env), { algorithms: ['HS256'] });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid))
      return null;
    return { customerId: sub, sessionId: sid };
  } catch {
    return null;
  }
}
