import { describe, expect, it } from 'vitest';
import { isCorrectable, toGroups, tokenize } from './catalog-search-terms.ts';

describe('catalog search terms', () => {
  it('splits on spaces and punctuation, dedupes and caps the words', () => {
    expect(tokenize("rose-gold, halo ring's")).toEqual(['rose', 'gold', 'halo', 'ring', 's']);
    expect(tokenize('a b c d e f g h i j')).toHaveLength(8);
    expect(tokenize('%')).toEqual(['%']);
    expect(tokenize("'")).toEqual([]);
  });

  it('corrects only words of letters with three or more characters', () => {
    expect(isCorrectable('émeraude')).toBe(true);
    expect(isCorrectable('18k')).toBe(false);
    expect(isCorrectable('au')).toBe(false);
    expect(isCorrectable('%%%')).toBe(false);
  });

  it('keeps corrections, drops unknown words once something was corrected, and drops short words', () => {
    const corrections = new Map([
      ['emrald', 'emerald'],
      ['halo', 'halo'],
    ]);
    expect(toGroups(['emrald', 'halo', 'xqzt', '18k', 'of'], corrections)).toEqual([
      { token: 'emrald', correction: 'emerald' },
      { token: 'halo', correction: 'halo' },
      { token: '18k', correction: '18k' },
    ]);
    expect(toGroups(['zzzzqqq'], new Map())).toEqual([{ token: 'zzzzqqq', correction: 'zzzzqqq' }]);
  });
});
