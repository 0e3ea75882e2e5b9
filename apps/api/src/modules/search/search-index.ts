import { WORD_SEPARATORS } from '../catalog/catalog-search-terms.ts';

/**
 * The search panel's match steps over an in-process index of one language's product texts
 * (docs/decisions/0006-search-index.md, 0017). Built once per catalogue version from the same
 * `product_translations.search_text` PostgreSQL's trigram index serves; the SQL twin of these
 * steps (catalog-search-match.ts `matchCondition`) filters and ranks the product list.
 */

/** One active product's text in a language (the request's, or English when it has none). */
export type IndexRow = { id: string; name: string; searchText: string };

/** Lower-case words, split as typed text is (catalog-search-terms.ts `tokenize`). */
const wordsOf = (text: string) => new Set(text.toLowerCase().split(WORD_SEPARATORS));

/** Vocabulary words a typed word matches, by how: the whole word, its start, or inside it. */
type WordMatches = { whole: number[]; start: number[]; inside: number[] };

/**
 * How well a row holds every typed word, best first (ties keep the featured order): each word
 * whole in the name, starting a word of the name, whole anywhere in the text (category,
 * collection, attributes), starting a word of the text, then anywhere inside a word.
 */
const TIERS: readonly { inName: boolean; kinds: number }[] = [
  { inName: true, kinds: 1 },
  { inName: true, kinds: 2 },
  { inName: false, kinds: 1 },
  { inName: false, kinds: 2 },
  { inName: false, kinds: 3 },
];
/** A tier's `kinds` counts how many of these it takes, best first. */
const KINDS = ['whole', 'start', 'inside'] as const;

function trigrams(word: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 3 <= word.length; i++) grams.push(word.slice(i, i + 3));
  return grams;
}

/** A set of row positions, one bit each. */
class RowSet {
  words: Uint32Array;
  constructor(size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }
  add(position: number) {
    const w = position >>> 5;
    this.words[w] = (this.words[w] ?? 0) | (1 << (position & 31));
  }
  /** Keeps only the positions also in `other`. */
  copy(): RowSet {
    const set = new RowSet(0);
    set.words = this.words.slice();
    return set;
  }
  intersect(other: RowSet) {
    other.words.forEach((bits, w) => {
      this.words[w] = (this.words[w] ?? 0) & bits;
    });
  }
  /** The positions in ascending order, at most `limit`, leaving out those `skip` refuses. */
  first(limit: number, skip: (position: number) => boolean): number[] {
    const found: number[] = [];
    for (let w = 0; w < this.words.length && found.length < limit; w++) {
      let bits = this.words[w] ?? 0;
      while (bits !== 0 && found.length < limit) {
        const low = bits & -bits;
        const position = w * 32 + (31 - Math.clz32(low));
        if (!skip(position)) found.push(position);
        bits ^= low;
      }
    }
    return found;
  }
}

/** Appends `value` to the list under `key`. */
function push<K>(lists: Map<K, number[]>, key: K, value: number) {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * @param rows one language's rows in the shop's featured order: matches of one tier come back in
 *   this order.
 */
export function buildSearchIndex(rows: readonly IndexRow[]) {
  const entries = rows.map((row) => ({ ...row, lower: row.name.toLowerCase() }));
  const at = (position: number) => entries[position] ?? { id: '', name: '', lower: '' };
  // Positions sorted by lower-case name (code-unit order), then id: a prefix is one range.
  const byName = entries
    .map((_, position) => position)
    .sort((a, b) => {
      const x = at(a);
      const y = at(b);
      if (x.lower !== y.lower) return x.lower < y.lower ? -1 : 1;
      return x.id < y.id ? -1 : 1;
    });
  // Each distinct word of the search texts, with the rows holding it there and in their name.
  const positionsOf = new Map<string, number[]>();
  const namePositionsOf = new Map<string, number[]>();
  entries.forEach((row, position) => {
    for (const word of wordsOf(row.searchText)) if (word) push(positionsOf, word, position);
    for (const word of wordsOf(row.name)) if (word) push(namePositionsOf, word, position);
  });
  const vocabulary = [...positionsOf.entries()];
  // The vocabulary's words by trigram, so a typed word is only compared with words sharing one.
  const wordsByTrigram = new Map<string, number[]>();
  vocabulary.forEach(([word], w) => {
    for (const gram of new Set(trigrams(word))) push(wordsByTrigram, gram, w);
  });

  /** Vocabulary words containing `token`, as positions in `vocabulary`. */
  function wordsContaining(token: string): number[] {
    let fewest: number[] | undefined;
    for (const gram of trigrams(token)) {
      const words = wordsByTrigram.get(gram);
      if (!words) return [];
      if (!fewest || words.length < fewest.length) fewest = words;
    }
    // A token under three characters has no trigram: every word is a candidate.
    const candidates = fewest ?? vocabulary.map((_, w) => w);
    return candidates.filter((w) => vocabulary[w]?.[0].includes(token));
  }

  /** Rows whose search text contains `token` (like ILIKE '%token%'), or null when none do. */
  function containing(token: string): RowSet | null {
    const words = wordsContaining(token);
    if (words.length === 0) return null;
    const set = new RowSet(entries.length);
    for (const w of words) for (const position of vocabulary[w]?.[1] ?? []) set.add(position);
    return set;
  }

  function matchesOf(token: string): WordMatches {
    const matches: WordMatches = { whole: [], start: [], inside: [] };
    for (const w of wordsContaining(token)) {
      const word = vocabulary[w]?.[0] ?? '';
      const kind = word === token ? 'whole' : word.startsWith(token) ? 'start' : 'inside';
      matches[kind].push(w);
    }
    return matches;
  }

  /**
   * One typed word's rows, grown tier by tier: the rows whose name, or text, holds one of its
   * matched words of the first `kinds` kinds. Each tier only adds the postings of its new kind.
   */
  function growingRows(matches: WordMatches) {
    const sides = {
      name: { set: new RowSet(entries.length), kinds: 0 },
      text: { set: new RowSet(entries.length), kinds: 0 },
    };
    return (tier: (typeof TIERS)[number]): RowSet => {
      const side = tier.inName ? sides.name : sides.text;
      for (; side.kinds < tier.kinds; side.kinds++) {
        for (const w of matches[KINDS[side.kinds] ?? 'inside']) {
          const entry = vocabulary[w];
          if (!entry) continue;
          const positions = tier.inName ? namePositionsOf.get(entry[0]) : entry[1];
          for (const position of positions ?? []) side.set.add(position);
        }
      }
      return side.set;
    };
  }

  /** Rows containing every word; null when a word matches nothing (or there are no words). */
  function containingAll(words: readonly string[]): RowSet | null {
    let all: RowSet | null = null;
    for (const word of words) {
      const set = containing(word);
      if (!set) return null;
      if (all) all.intersect(set);
      else all = set;
    }
    return all;
  }

  const ids = (positions: readonly number[]) => positions.map((position) => at(position).id);
  const excluding = (exclude: ReadonlySet<string>) => (position: number) =>
    exclude.has(at(position).id);

  return {
    /** Names starting with the text, in name order (so the exact name first). */
    prefixMatches(text: string, limit: number): string[] {
      let low = 0;
      let high = byName.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (at(byName[mid] ?? 0).lower < text) low = mid + 1;
        else high = mid;
      }
      const found: number[] = [];
      for (const position of byName.slice(low, low + limit)) {
        if (!at(position).lower.startsWith(text)) break;
        found.push(position);
      }
      return ids(found);
    },

    /**
     * Rows holding every word in their search text, leaving out `exclude`: the best tier first
     * (whole words before word starts before words merely containing one; the name before the
     * rest of the text), in featured order within a tier.
     */
    wordMatches(words: readonly string[], limit: number, exclude: ReadonlySet<string>): string[] {
      if (words.length === 0) return [];
      const matches = words.map(matchesOf);
      if (matches.some((m) => m.whole.length + m.start.length + m.inside.length === 0)) return [];
      const rows = matches.map(growingRows);
      const found: number[] = [];
      const taken = new Set<number>();
      const skip = (position: number) => taken.has(position) || exclude.has(at(position).id);
      for (const tier of TIERS) {
        if (found.length >= limit) break;
        let all: RowSet | null = null;
        for (const rowsOf of rows) {
          const set = rowsOf(tier);
          if (all) all.intersect(set);
          else all = set.copy();
        }
        for (const position of all?.first(limit - found.length, skip) ?? []) {
          found.push(position);
          taken.add(position);
        }
      }
      return ids(found);
    },

    /**
     * Rows holding every corrected word: from a bounded sample (the first `limit * 3` in featured
     * order), those naming the first word first, then shorter names.
     */
    correctedMatches(
      words: readonly string[],
      limit: number,
      exclude: ReadonlySet<string>,
    ): string[] {
      const first = words[0];
      const sample = containingAll(words)?.first(limit * 3, excluding(exclude)) ?? [];
      if (first === undefined) return [];
      const rank = (position: number) => {
        const row = at(position);
        return { named: row.lower.includes(first) ? 0 : 1, length: row.name.length, id: row.id };
      };
      const ranked = sample.map((position) => ({ position, ...rank(position) }));
      ranked.sort((a, b) => a.named - b.named || a.length - b.length || (a.id < b.id ? -1 : 1));
      return ids(ranked.slice(0, limit).map((r) => r.position));
    },
  };
}

export type SearchIndex = ReturnType<typeof buildSearchIndex>;
