import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf, UnknownKeyError } from './secret-box.ts';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);

describe('the secret box', () => {
  it('seals with a fresh IV each time and opens only with the key and the same context', () => {
    const box = createSecretBox({ current: newKey, previous: undefined });
    const a = box.seal('JBSWY3DPEHPK3PXP', 'staff-totp:1');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'staff-totp:1');
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^v1\\.${keyIdOf(newKey)}\\.`));
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a, 'staff-totp:1')).toBe('JBSWY3DPEHPK3PXP');
    // Moved to another account's row, it does not open.
    expect(() => box.open(a, 'staff-totp:2')).toThrow();
    // Changed by one character, it does not open.
    const parts = a.split('.');
    const data = parts[3] ?? '';
    parts[3] = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    expect(() => box.open(parts.join('.'), 'staff-totp:1')).toThrow();
  });

  it('opens what the previous key sealed during a rotation, and no other key', () => {
    const before = createSecretBox({ current: oldKey, previous: undefined });
    const sealed = before.seal('secret', 'ctx');
    const rotating = createSecretBox({ current: newKey, previous: oldKey });
    expect(rotating.open(sealed, 'ctx')).toBe('secret');
    expect(rotating.isCurrent(sealed)).toBe(false);
    expect(rotating.isCurrent(rotating.seal('secret', 'ctx'))).toBe(true);
    const after = createSecretBox({ current: newKey, previous: undefined });
    expect(() => after.open(sealed, 'ctx')).toThrow(UnknownKeyError);
  });
});
