import { modulePlugin } from '../../lib/module-plugin.ts';
import type { Language } from '@aurelle/contract';
import { resolveSearchTerm, type SearchTerm } from '../catalog/catalog-search-terms.ts';
import { createSearchRepository } from './search.repository.ts';
import { cachedCorrections, createSearchService, type SearchService } from './search.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search panel's service (`search` is Fastify's own: the SEARCH method's route). */
    productSearch: SearchService;
    /** A typed word read as the catalogue's term, with the typo corrections (the product list's filter). */
    resolveSearchTerm: (text: string, lang: Language) => Promise<SearchTerm>;
  }
}

/** The search panel, and the term resolver the product list's `search` filter uses. */
export const searchModule = modulePlugin(
  { name: 'search', dependencies: ['infrastructure', 'catalog'] },
  (app) => {
    const repo = createSearchRepository(app.db);
    const cache = app.caches.catalog;
    const corrections = cachedCorrections(repo, cache);
    return {
      productSearch: createSearchService({ repo, corrections, catalog: app.catalog, cache }),
      resolveSearchTerm: (text: string, lang: Language) =>
        resolveSearchTerm(corrections, text, lang),
    };
  },
);
