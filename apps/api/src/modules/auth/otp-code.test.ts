import { describe, expect, it } from 'vitest';
import { createCodeHasher, newCode } from './otp-code.ts';

describe('one-time code hashing', () => {
  const hasher = createCodeHasher('s'.repeat(40));

  it('makes 4-digit codes, zero-padded', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(100);
  });

  it('stores a keyed hash that matches only the code, for the identity it was sent to', () => {
    const stored = hasher.hash('email:asha@example.com', '0421');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('0421');
    expect(hasher.matches('email:asha@example.com', '0421', stored)).toBe(true);
    expect(hasher.matches('email:asha@example.com', '0422', stored)).toBe(false);
    expect(hasher.matches('email:other@example.com', '0421', stored)).toBe(false);
    expect(hasher.matches('email:asha@example.com', '0421', 'abcd')).toBe(false);
  });

  it('depends on the server secret', () => {
    const other = createCodeHasher('t'.repeat(40));
    expect(other.hash('email:a@b.co', '1234')).not.toBe(hasher.hash('email:a@b.co', '1234'));
  });
});
