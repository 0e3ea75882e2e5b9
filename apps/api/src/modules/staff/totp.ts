import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashPassword, passwordMatches } from './passwords.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link and its QR code, for the set-up screen. */
export async function enrolmentOf(secret: string, issuer: string, email: string) {
  const uri = totpOf(secret, issuer, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The 30-second step `code` is good for (this step, or the one before or after, for a phone's
 * clock that drifts), or null. The caller refuses a step at or before the last one accepted, so
 * a code seen once cannot be used again.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, 'x', 'x');
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The code an authenticator shows at `now` (what the tests type). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret, 'x', 'x').generate({ timestamp: now.getTime() });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k3m9x-p2qr7` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code's SHA-256 (lower-case, without its dash): what the stored hash is made from. */
function recoveryDigest(code: string): string {
  const normal = code.toLowerCase().replace(/-/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/**
 * A recovery code as stored: argon2id, with a salt of its own, like a password, of its SHA-256.
 * A copy of the table gives no code: each guess costs an argon2id per stored hash, and a hash
 * names no code by a lookup. Hashes kept before were the bare SHA-256, which is made argon2id in
 * place (`upgradeRecoveryHash`), with no code needed.
 */
export const hashRecoveryCode = (code: string) => hashPassword(recoveryDigest(code));

/** A hash stored before recovery codes were salted: the bare SHA-256, in hex. */
export const isUnsaltedRecoveryHash = (stored: string) => /^[0-9a-f]{64}$/.test(stored);

/** Whether `code` is the one `stored` was made from (an unsalted hash until the start upgrades it). */
export async function recoveryCodeMatches(stored: string, code: string): Promise<boolean> {
  const digest = recoveryDigest(code);
  if (!isUnsaltedRecoveryHash(stored)) return passwordMatches(stored, digest);
  return timingSafeEqual(Buffer.from(stored), Buffer.from(digest));
}

export const upgradeRecoveryHash = (unsalted: string) => hashPassword(unsalted);
