import { describe, expect, it } from 'vitest';
import { createPreviewTokens, PREVIEW_TTL_MS } from './preview-token.ts';

const tokens = createPreviewTokens('a-secret-of-at-least-thirty-two-characters');
const now = new Date('2026-11-30T10:00:00Z');

describe('preview tokens', () => {
  it('are good until they expire', () => {
    const { token, expiresAt } = tokens.issue(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(PREVIEW_TTL_MS);
    expect(tokens.valid(token, now)).toBe(true);
    expect(tokens.valid(token, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(tokens.valid(token, expiresAt)).toBe(false);
  });

  it('refuse a token signed with another secret, a forged expiry, or none', () => {
    const { token } = tokens.issue(now);
    const other = createPreviewTokens('another-secret-of-thirty-two-characters!').issue(now).token;
    expect(tokens.valid(other, now)).toBe(false);
    const [, signature] = token.split('.');
    expect(tokens.valid(`${now.getTime() + 10 * PREVIEW_TTL_MS}.${signature}`, now)).toBe(false);
    for (const bad of [undefined, '', 'x.y', `${token}x`])
      expect(tokens.valid(bad, now)).toBe(false);
  });
});
