import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Env } from '../config/env.ts';

/**
 * Secrets the server must read back (staff TOTP secrets, an invitation's token while its e-mail
 * waits to be sent), sealed with AES-256-GCM under ADMIN_ENCRYPTION_KEY, which never reaches the
 * database: a copy of the database or a backup gives none of them away.
 *
 * A sealed value is `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url): a random 96-bit IV per
 * value, and the id of the key that sealed it, so a value sealed under the previous key
 * (ADMIN_ENCRYPTION_KEY_PREVIOUS) still opens while a rotation re-seals it. Each value is bound
 * to what it is for (`context`, e.g. the account's id): moved to another row, it does not open.
 */
export type EncryptionKeys = Env['encryptionKeys'];

const VERSION = 'v1';
const IV_BYTES = 12;

/** A key's id: enough of its SHA-256 to tell keys apart, nothing to find the key from. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export class UnknownKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `a secret is sealed under key ${keyId}, which is neither ADMIN_ENCRYPTION_KEY nor ` +
        'ADMIN_ENCRYPTION_KEY_PREVIOUS',
    );
    this.name = 'UnknownKeyError';
  }
}

export function createSecretBox(keys: EncryptionKeys) {
  const currentId = keyIdOf(keys.current);
  const byId = new Map<string, Buffer>([[currentId, keys.current]]);
  if (keys.previous) byId.set(keyIdOf(keys.previous), keys.previous);

  const parts = (sealed: string) => {
    const [version, keyId, iv, data, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || !keyId || !iv || !data || !tag || rest.length)
      throw new Error('not a sealed value');
    return { keyId, iv, data, tag };
  };

  return {
    keyId: currentId,

    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv, data, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The plain text; throws on a value tampered with, moved, or sealed under an unknown key. */
    open(sealed: string, context: string): string {
      const { keyId, iv, data, tag } = parts(sealed);
      const key = byId.get(keyId);
      if (!key) throw new UnknownKeyError(keyId);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },

    /** Whether `value` is a sealed value (else a plain one written before values were sealed). */
    isSealed: (value: string) => value.startsWith(`${VERSION}.`),

    /** Whether `sealed` is a value under the current key (a rotation re-seals the others). */
    isCurrent(sealed: string): boolean {
      try {
        return parts(sealed).keyId === currentId;
      } catch {
        return false;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
