import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@aurelle/contract';

/** HKDF label: the code key is JWT_SECRET's, derived apart (docs/decisions/0024). */
const KEY_INFO = 'aurelle/one-time-code-hmac/v1';

/** A fresh code of OTP_LENGTH digits from the system's secure random source. */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Keyed hashes of one-time codes: only the HMAC is stored, bound to the identity it was sent to,
 * and compared in constant time.
 */
export function createCodeHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  const digest = (target: string, code: string) =>
    createHmac('sha256', key).update(`${target}\n${code}`).digest();
  return {
    hash: (target: string, code: string) => digest(target, code).toString('hex'),
    matches(target: string, code: string, storedHex: string): boolean {
      const stored = Buffer.from(storedHex, 'hex');
      const given = digest(target, code);
      return stored.length === given.length && timingSafeEqual(stored, given);
    },
  };
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;
