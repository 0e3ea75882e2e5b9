import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexRow } from './search-index.ts';

// Rows in featured order, as indexRows returns them.
const rows: IndexRow[] = [
  { id: 'p5', name: 'Emerald Drops', searchText: 'Emerald Drops ER-5 Earrings Heritage Emerald' },
  { id: 'p1', name: 'Solitaire Halo Ring', searchText: 'Solitaire Halo Ring R-1 Rings Diamond' },
  { id: 'p2', name: 'Solitaire', searchText: 'Solitaire R-2 Rings Diamond' },
  { id: 'p3', name: 'Classic Band', searchText: 'Classic Band R-3 Rings Yellow Gold' },
  { id: 'p4', name: '100% Gold Chain', searchText: '100% Gold Chain N-4 Necklaces Yellow Gold' },
  { id: 'p0', name: 'Solitaire', searchText: 'Solitaire R-0 Rings Platinum' },
];
const index = buildSearchIndex(rows);
const none = new Set<string>();

describe('buildSearchIndex', () => {
  it('finds name prefixes in name order, the exact name (then id) first', () => {
    expect(index.prefixMatches('solitaire', 10)).toEqual(['p0', 'p2', 'p1']);
    expect(index.prefixMatches('so', 2)).toEqual(['p0', 'p2']);
    expect(index.prefixMatches('100%', 10)).toEqual(['p4']);
    expect(index.prefixMatches('solitaire halo ring x', 10)).toEqual([]);
    expect(index.prefixMatches('zz', 10)).toEqual([]);
  });

  it('finds rows holding every word anywhere in a word of their text', () => {
    expect(new Set(index.wordMatches(['ring'], 10, none))).toEqual(
      new Set(['p5', 'p1', 'p2', 'p3', 'p0']),
    );
    expect(index.wordMatches(['gold', 'yellow'], 10, none)).toEqual(['p3', 'p4']);
    expect(index.wordMatches(['gold', 'platinum'], 10, none)).toEqual([]);
    expect(index.wordMatches([], 10, none)).toEqual([]);
  });

  it('ranks a word in the name, then a whole word, then a word start, above a word merely containing it', () => {
    // "Ring" in a name, then "Rings" (the category) in featured order, then "Earrings" last.
    expect(index.wordMatches(['ring'], 10, none)).toEqual(['p1', 'p2', 'p3', 'p0', 'p5']);
    // "Gold" in the chain's name ranks it above the band, though the band is featured first.
    expect(index.wordMatches(['gold'], 10, none)).toEqual(['p4', 'p3']);
    expect(index.wordMatches(['ring'], 2, new Set(['p1']))).toEqual(['p2', 'p3']);
    expect(index.wordMatches(['ring'], 1, none)).toEqual(['p1']);
  });

  it('treats LIKE and regular-expression characters as plain text', () => {
    expect(index.wordMatches(['%'], 10, none)).toEqual(['p4']);
    expect(index.wordMatches(['_'], 10, none)).toEqual([]);
    expect(index.wordMatches(['.*'], 10, none)).toEqual([]);
    expect(index.prefixMatches('%', 10)).toEqual([]);
  });

  it('ranks corrected matches naming the first word first, then shorter names', () => {
    expect(index.correctedMatches(['gold'], 10, none)).toEqual(['p4', 'p3']);
    expect(index.correctedMatches(['diamond', 'solitaire'], 10, none)).toEqual(['p2', 'p1']);
    expect(index.correctedMatches(['rings'], 10, none)).toEqual(['p0', 'p2', 'p3', 'p5', 'p1']);
    expect(index.correctedMatches(['solitaire'], 10, new Set(['p0']))).toEqual(['p2', 'p1']);
  });

  it('answers an empty catalogue with no matches', () => {
    const empty = buildSearchIndex([]);
    expect(empty.prefixMatches('a', 10)).toEqual([]);
    expect(empty.wordMatches(['abc'], 10, none)).toEqual([]);
  });
});
