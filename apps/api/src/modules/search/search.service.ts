import type { SearchResponse } from '@aurelle/contract';
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
  repo: Pick<SearchRepository, 'prefixMatches' | 'wordMatches' | 'correctedMatches'>;
  corrections: Corrections;
  catalog: Pick<CatalogService, 'summaries'>;
  /** The catalogue's data cache: a term's matches are found once per catalogue version. */
  cache: DataCache;
};

/**
 * Product search: exact and prefix name matches first, then products holding every typed word
 * (whole words and the name first, words merely containing one last), then typo-tolerant
 * matches (words corrected with pg_trgm), in the request's language (docs/decisions/0003).
 */
export function createSearchService({ repo, corrections, catalog, cache }: Deps) {
  /** The ids a term finds, best first: they change with the catalogue, not with stock. */
  async function matches(text: string, limit: number, lang: Locale['lang']): Promise<string[]> {
    // Cheapest first, stopping once the page is full: most searches need only the first step.
    const tokens = tokenize(text);
    const words = literalGroups(tokens);
    const prefix = await repo.prefixMatches(
      text,
      lang,
      limit,
      words.map((g) => g.token),
    );
    const ids = prefix.ids;
    if (ids.length < limit)
      ids.push(...(await repo.wordMatches(words, lang, limit - ids.length, ids, prefix.counts)));
    if (ids.length < limit && tokens.some(isCorrectable)) {
      const term = await resolveSearchTerm(corrections, text, lang);
      if (term.groups.some((g) => g.correction !== g.token))
        ids.push(
          ...(await repo.correctedMatches(
            term.groups.map((g) => g.correction),
            lang,
            limit - ids.length,
            ids,
          )),
        );
    }
    return ids;
  }

  async function search(text: string, limit: number, locale: Locale): Promise<SearchResponse> {
    if (!text) return { products: [] };
    const ids = await cache.get(`search|${locale.lang}|${limit}|${text}`, () =>
      matches(text, limit, locale.lang),
    );
    return { products: await catalog.summaries(ids, locale) };
  }

  return {
    /** The products for a typed term (a visitor's answer is kept by the response cache). */
    search: (name: string, limit: number, locale: Locale): Promise<SearchResponse> =>
      search(normalizeSearch(name) ?? '', limit, locale),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
