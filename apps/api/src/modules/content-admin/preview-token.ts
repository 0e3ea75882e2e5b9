import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF label: the preview key is JWT_SECRET's, derived apart from every other use of it. */
const KEY_INFO = 'aurelle/content-preview-hmac/v1';

/** How long a preview's address shows the draft. */
export const PREVIEW_TTL_MS = 15 * 60_000;

/**
 * Signed preview tokens, `{expiry in ms}.{HMAC}`: the shop shows a draft to whoever holds one
 * until it expires. Only a staff member who may read content is given one; nothing is stored.
 */
export function createPreviewTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  const sign = (expiry: string) => createHmac('sha256', key).update(expiry).digest();
  return {
    issue(now: Date): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
      const expiry = String(expiresAt.getTime());
      return { token: `${expiry}.${sign(expiry).toString('base64url')}`, expiresAt };
    },
    /** Whether `token` was signed here and has not expired at `now`. */
    valid(token: string | undefined, now: Date): boolean {
      const match = token && /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const [, expiry = '', signature = ''] = match;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(expiry);
      return (
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        Number(expiry) > now.getTime()
      );
    },
  };
}

export type PreviewTokens = ReturnType<typeof createPreviewTokens>;
