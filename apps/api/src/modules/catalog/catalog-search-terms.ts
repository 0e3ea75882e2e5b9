import type { Language } from '@aurelle/contract';

/**
 * What separates words, in typed text and in product text alike; search_words is split the same
 * way (search-text.repository), and the search's SQL (catalog-search-match.ts) too.
 */
export const WORD_SEPARATORS = /[\s,.;:!?()/"'-]+/;
/** Enough words for any real query; the rest are ignored. */
const MAX_TOKENS = 8;
/** Trigram indexes need three characters; shorter words only match as a name prefix. */
export const MIN_INDEXED_LENGTH = 3;

export function tokenize(text: string): string[] {
  return [...new Set(text.split(WORD_SEPARATORS).filter(Boolean))].slice(0, MAX_TOKENS);
}

/** Letters only (any script), long enough to have trigrams: the words pg_trgm can correct. */
export function isCorrectable(token: string): boolean {
  return token.length >= MIN_INDEXED_LENGTH && /^\p{L}+$/u.test(token);
}

/** One typed word and its closest vocabulary word (itself when known, or when nothing is close). */
export type TokenGroup = { token: string; correction: string };

/** A normalized search: the text as typed (trimmed, lower-case) and its word groups. */
export type SearchTerm = { text: string; lang: Language; groups: TokenGroup[] };

/** Every word long enough for the trigram index, as typed. */
export function literalGroups(tokens: string[]): TokenGroup[] {
  return tokens
    .filter((token) => token.length >= MIN_INDEXED_LENGTH)
    .map((token) => ({ token, correction: token }));
}

/**
 * Builds the word groups. A correctable word the vocabulary does not know and cannot correct is
 * noise and is dropped (so "emrald xqzt" still finds emeralds) — unless nothing at all was
 * corrected, which means the vocabulary is empty or the whole query is unknown: then every word
 * stays literal. Words under three characters only ever match as part of a name prefix.
 */
export function toGroups(tokens: string[], corrections: ReadonlyMap<string, string>): TokenGroup[] {
  const anyCorrection = corrections.size > 0;
  return tokens.flatMap((token) => {
    const correction = corrections.get(token);
    if (correction) return [{ token, correction }];
    if (token.length < MIN_INDEXED_LENGTH) return [];
    if (anyCorrection && isCorrectable(token)) return [];
    return [{ token, correction: token }];
  });
}

/** Each typed word's closest vocabulary word, for the words that have one (search module). */
export type Corrections = (
  tokens: readonly string[],
  lang: Language,
) => Promise<Map<string, string>>;

/** Turns typed text into a search term: its words, each with its closest vocabulary word. */
export async function resolveSearchTerm(
  corrections: Corrections,
  text: string,
  lang: Language,
): Promise<SearchTerm> {
  const tokens = tokenize(text);
  return {
    text,
    lang,
    groups: toGroups(tokens, await corrections(tokens.filter(isCorrectable), lang)),
  };
}
