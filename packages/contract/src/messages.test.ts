import { describe, expect, it } from 'vitest';
import { localizeMessage, messages, messagesFor } from './messages.ts';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, v]) =>
    leaves(v, prefix ? `${prefix}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message table', () => {
  it('French has every English key, with the same placeholders and no English left over', () => {
    const en = new Map(leaves(messagesFor('en')));
    const fr = new Map(leaves(messagesFor('fr')));
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      const french = fr.get(key) ?? '';
      expect(placeholders(french), key).toEqual(placeholders(text));
      expect(french.trim(), key).not.toBe('');
    }
  });

  it('English is the spec text itself', () => {
    expect(messagesFor('en')).toBe(messages);
    expect(messages.otp.length).toBe('Please enter a valid 6-digit OTP.');
  });

  it('translates a known English text and leaves any other text alone', () => {
    expect(localizeMessage('fr', 'Pin Code must be 6 digits')).toBe(
      'Le code postal doit comporter 6 chiffres',
    );
    expect(localizeMessage('en', 'Pin Code must be 6 digits')).toBe('Pin Code must be 6 digits');
    expect(localizeMessage('fr', 'something else')).toBe('something else');
  });
});
