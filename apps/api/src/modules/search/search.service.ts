import type { Language, SearchResponse } from '@aurelle/contract';
import type { DataCache } from '../../lib/data-cache.ts';
import type { Locale } from '../../lib/locale.ts';
import { normalizeSearch } from '../catalog/catalog-query.ts';
import {
  isCorrectable,
  literalGroups,
  resolveSearchTerm,
  tokenize,
  type Corrections,
} from '../catalog/catalog-search-terms.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';
import type { SearchRepository } from './search.repository.ts';

/**
 * Corrections per word, kept per catalogue version: the vocabulary only changes when the
 * catalogue does, so a word's correction is looked up once, not on every search.
 */
export function cachedCorrections(
  repo: Pick<SearchRepository, 'corrections'>,
  cache: DataCache,
): Corrections {
  return async (tokens, lang) => {
    const prefix = `correction|${lang}|`;
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

type Deps = {
  repo: Pick<SearchRepository, 'indexRows'>;
  corrections: Corrections;
  catalog: Pick<CatalogService, 'summaries'>;
  /** The catalogue's cache: the index is rebuilt when the catalogue changes. */
  cache: DataCache;
};

/**
 * Product search: exact and prefix name matches first, then products holding every typed word
 * (whole words and the name first, words merely containing one last), then typo-tolerant
 * matches (words corrected with pg_trgm), in the request's language. The matching runs over an
 * in-process index of the catalogue's texts (docs/decisions/0006, 0017).
 */
export function createSearchService({ repo, corrections, catalog, cache }: Deps) {
  const indexFor = (lang: Language) =>
    cache.get<SearchIndex>(`search-index|${lang}`, async () =>
      buildSearchIndex(await repo.indexRows(lang)),
    );

  async function search(text: string, limit: number, locale: Locale): Promise<SearchResponse> {
    if (!text) return { products: [] };
    const index = await indexFor(locale.lang);
    // Cheapest first, stopping once the page is full: most searches need only the first step.
    const ids = new Set(index.prefixMatches(text, limit));
    const add = (found: string[]) => {
      for (const id of found) if (ids.size < limit) ids.add(id);
    };
    const tokens = tokenize(text);
    if (ids.size < limit)
      add(
        index.wordMatches(
          literalGroups(tokens).map((g) => g.token),
          limit - ids.size,
          ids,
        ),
      );
    if (ids.size < limit && tokens.some(isCorrectable)) {
      const term = await resolveSearchTerm(corrections, text, locale.lang);
      if (term.groups.some((g) => g.correction !== g.token))
        add(
          index.correctedMatches(
            term.groups.map((g) => g.correction),
            limit - ids.size,
            ids,
          ),
        );
    }
    return { products: await catalog.summaries([...ids], locale) };
  }

  return {
    /** The products for a typed term (a visitor's answer is kept by the response cache). */
    search: (name: string, limit: number, locale: Locale): Promise<SearchResponse> =>
      search(normalizeSearch(name) ?? '', limit, locale),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
