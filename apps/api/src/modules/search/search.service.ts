import type { Language, SearchResponse } from '@aurelle/contract';
import type { VersionedCache } from '../../lib/cache.ts';
import { normalizeSearch } from '../catalog/catalog-query.ts';
import type { CatalogService, View } from '../catalog/catalog.service.ts';
import {
  isCorrectable,
  literalGroups,
  toGroups,
  tokenize,
  type SearchTerm,
} from './search-terms.ts';
import type { SearchRepository } from './search.repository.ts';

export type Corrections = (
  tokens: readonly string[],
  lang: Language,
) => Promise<Map<string, string>>;

/**
 * Corrections per word, kept per catalogue version: the vocabulary only changes when the
 * catalogue does, so a word's correction is looked up once, not on every search.
 */
export function cachedCorrections(
  repo: Pick<SearchRepository, 'corrections'>,
  cache: VersionedCache,
): Corrections {
  return async (tokens, lang) => {
    const prefix = `corr|${lang}|`;
    const found = await cache.getMany<string>(
      tokens.map((token) => prefix + token),
      async (missing) => {
        const corrected = await repo.corrections(
          missing.map((key) => key.slice(prefix.length)),
          lang,
        );
        return new Map([...corrected].map(([token, word]) => [prefix + token, word]));
      },
    );
    const result = new Map<string, string>();
    for (const [key, word] of found) if (word) result.set(key.slice(prefix.length), word);
    return result;
  };
}

/** Turns typed text into a search term: its words, each with pg_trgm's closest vocabulary word. */
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

type Deps = {
  repo: SearchRepository;
  corrections: Corrections;
  catalog: Pick<CatalogService, 'summaries'>;
};

/**
 * Product search: exact and prefix name matches first, then products holding every typed word,
 * then typo-tolerant matches (words corrected with pg_trgm), in the request's language.
 */
export function createSearchService({ repo, corrections, catalog }: Deps) {
  return {
    async search(name: string, limit: number, view: View): Promise<SearchResponse> {
      const text = normalizeSearch(name);
      if (!text) return { products: [] };
      // Cheapest first, stopping once the page is full: most searches need only the first query.
      const ids: string[] = [];
      const add = (found: string[]) => {
        for (const id of found) if (ids.length < limit && !ids.includes(id)) ids.push(id);
      };
      const tokens = tokenize(text);
      const literal: SearchTerm = { text, lang: view.lang, groups: literalGroups(tokens) };
      add(await repo.prefixMatches(literal, limit));
      if (ids.length < limit) add(await repo.literalMatches(literal, limit + ids.length));
      if (ids.length < limit && tokens.some(isCorrectable)) {
        const term = await resolveSearchTerm(corrections, text, view.lang);
        if (term.groups.some((g) => g.correction !== g.token))
          add(await repo.correctedMatches(term, limit + ids.length));
      }
      return { products: await catalog.summaries(ids, view) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
