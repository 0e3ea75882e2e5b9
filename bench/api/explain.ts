import type { Logger } from 'drizzle-orm';
import type { Language } from '@aurelle/contract';
import { createDataCaches, createVersionWatch } from '../../apps/api/src/lib/data-cache.ts';
import { createListingRepository } from '../../apps/api/src/modules/catalog/catalog-listing.repository.ts';
import { normalizeList } from '../../apps/api/src/modules/catalog/catalog-query.ts';
import { createCatalogRepository } from '../../apps/api/src/modules/catalog/catalog.repository.ts';
import { createRelatedRepository } from '../../apps/api/src/modules/catalog/catalog-related.repository.ts';
import { resolveSearchTerm } from '../../apps/api/src/modules/catalog/catalog-search-terms.ts';
import { createCatalogService } from '../../apps/api/src/modules/catalog/catalog.service.ts';
import { createStockRepository } from '../../apps/api/src/modules/catalog/catalog-stock.repository.ts';
import { createSearchRepository } from '../../apps/api/src/modules/search/search.repository.ts';
import { createSearchService } from '../../apps/api/src/modules/search/search.service.ts';
import { createWishlistRepository } from '../../apps/api/src/modules/wishlist/wishlist.repository.ts';
import { openBenchDb, type BenchTarget } from './bench-db.ts';

type Captured = { query: string; params: unknown[] };

/**
 * Runs each hot call once through the real services with a query logger, then EXPLAIN ANALYZEs
 * every query it sent. Returns the report text and whether any plan scans `products` sequentially.
 */
export async function explainHotQueries(
  target: BenchTarget,
  sample: { slug: string; search: string },
) {
  let captured: Captured[] = [];
  const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };
  const bench = await openBenchDb(target, logger);
  const db = bench.db;
  const view = { lang: 'en' as Language, currency: 'INR' as const };
  const fresh = () =>
    createDataCaches(
      createVersionWatch({ read: async () => ({ catalog: 1, stock: 1 }), recheckMs: 60_000 }),
    );
  const searchRepo = createSearchRepository(db);
  const catalog = () =>
    createCatalogService({
      repo: createCatalogRepository(db),
      listing: createListingRepository(db),
      related: createRelatedRepository(db),
      stockRepo: createStockRepository(db),
      caches: fresh(),
      resolveTerm: (text, lang) => resolveSearchTerm(searchRepo.corrections, text, lang),
      wishlistFlags: createWishlistRepository(db).savedAmong,
    });
  const query = { page: 1, limit: 10, sort: 'featured' as const };
  type Catalog = ReturnType<typeof catalog>;
  const scenarios: [string, (c: Catalog) => Promise<unknown>][] = [
    [
      'list page 1: category=rings, metal=Yellow Gold',
      (c) =>
        c.list(normalizeList({ ...query, category: ['rings'] }, { metal: ['Yellow Gold'] }), view),
    ],
    [
      'list page 50: metal=Yellow Gold|White Gold, price ascending',
      (c) =>
        c.list(
          normalizeList(
            { ...query, page: 50, sort: 'price-asc' },
            { metal: ['Yellow Gold', 'White Gold'] },
          ),
          view,
        ),
    ],
    ['list page 1: no filter, featured', (c) => c.list(normalizeList(query, {}), view)],
    [
      'getFilters: category=rings (from the per-version facet matrix)',
      (c) => c.filters({ category: ['rings'] }, view),
    ],
    ['getFilters: search=emerald', (c) => c.filters({ search: 'emerald' }, view)],
    [
      'list page 1: search=diamond halo, category=rings, by relevance (the default with a search)',
      (c) =>
        c.list(
          normalizeList(
            { ...query, sort: undefined, search: 'diamond halo', category: ['rings'] },
            {},
          ),
          view,
        ),
    ],
    ['detail by slug', (c) => c.product(sample.slug, view)],
    [
      "related pieces by slug: the owner's picks, else the nearest in price",
      (c) => c.related(sample.slug, view),
    ],
    [
      'search (typo): name prefix, the word tiers, then the corrected words',
      async (c) =>
        createSearchService({
          repo: searchRepo,
          corrections: searchRepo.corrections,
          catalog: c,
          cache: fresh().catalog,
        }).search(sample.search, 12, view),
    ],
  ];
  const lines: string[] = [];
  let seqScanOnProducts = false;
  try {
    for (const [title, run] of scenarios) {
      // Reference tables and rates load once per catalogue version, not per call: warm them first.
      const service = catalog();
      await Promise.all([service.reference(), service.rates(), service.filters({}, view)]);
      captured = [];
      await run(service);
      const queries = captured.filter(
        (c) => /^\s*select/i.test(c.query) && !/cache_versions/.test(c.query),
      );
      lines.push(`### ${title}`, '');
      for (const { query: text, params } of queries) {
        const plan = await bench.raw(`explain (analyze, costs off, summary off) ${text}`, params);
        const planText = plan.map((row) => String(Object.values(row)[0])).join('\n');
        if (/Seq Scan on products\b/.test(planText)) seqScanOnProducts = true;
        lines.push(
          '```sql',
          text.replace(/\s+/g, ' ').slice(0, 600),
          `-- params: ${JSON.stringify(params).slice(0, 200)}`,
          '```',
          '```',
          planText,
          '```',
          '',
        );
      }
    }
  } finally {
    await bench.close();
  }
  return { report: lines.join('\n'), seqScanOnProducts };
}
