import type {
  CategoryResponse,
  CurrencyCode,
  FiltersResponse,
  Language,
  ProductDetailResponse,
  ProductListResponse,
  ProductSummary,
} from '@aurelle/contract';
import type { VersionedCache } from '../../lib/cache.ts';
import { notFound } from '../../lib/errors.ts';
import { moneyFor, rateTableFrom, type RateTable } from '../../lib/money.ts';
import type { SearchTerm } from '../search/search-terms.ts';
import { normalizeSearch, type ListRequest } from './catalog-query.ts';
import { countsFromMatrix, toFilters, type FacetCell } from './catalog-filters.ts';
import { buildReference, findBySlugOrId, type Reference } from './catalog-reference.ts';
import type { ListFilter, ListingRepository } from './catalog-listing.repository.ts';
import type { CatalogRepository, SummaryRow } from './catalog.repository.ts';
import { toCategory, toDetail, toSummary, type ViewContext } from './catalog-view.ts';

/** The request's language and currency (X-Currency, Accept-Language). */
export type View = { lang: Language; currency: CurrencyCode };

type Deps = {
  repo: CatalogRepository;
  listing: ListingRepository;
  cache: VersionedCache;
  /** Product rows per language, invalidated with the catalogue (defaults to `cache`). */
  rowCache?: VersionedCache;
  /** Search text → words with typo corrections (search module). */
  resolveTerm: (text: string, lang: Language) => Promise<SearchTerm>;
};

/** Resolves category/collection keys to ids; null = no constraint, [] = matches nothing. */
function resolveKeys<T extends { id: string }>(
  keys: string[],
  byId: Map<string, T>,
  bySlug: Map<string, T>,
) {
  if (keys.length === 0) return null;
  return keys.flatMap((key) => findBySlugOrId(byId, bySlug, key)?.id ?? []);
}

/** Turns a normalized request into ids; null when some part can match nothing (unknown key or value). */
function toFilter(
  request: Omit<ListRequest, 'page' | 'limit' | 'sort' | 'search'>,
  ref: Reference,
  search: SearchTerm | null,
): ListFilter | null {
  const categoryIds = resolveKeys(request.categories, ref.categoryById, ref.categoryBySlug);
  const collectionIds = resolveKeys(request.collections, ref.collectionById, ref.collectionBySlug);
  if (categoryIds?.length === 0 || collectionIds?.length === 0) return null;
  const attributeValueGroups: string[][] = [];
  for (const [code, values] of request.attributes) {
    const attribute = ref.attributeByCode.get(code);
    const wanted = new Set(values);
    const ids = attribute?.values.filter((v) => wanted.has(v.value)).map((v) => v.id) ?? [];
    if (ids.length === 0) return null;
    attributeValueGroups.push(ids);
  }
  return { categoryIds, collectionIds, attributeValueGroups, search };
}

/** Catalogue rules: categories, product lists, filters, detail, and summaries for other modules. */
export function createCatalogService({
  repo,
  listing,
  cache,
  rowCache = cache,
  resolveTerm,
}: Deps) {
  const reference = () =>
    cache.get<Reference>('ref', async () => buildReference(await repo.referenceRows()));
  const rates = () => cache.get<RateTable>('rates', async () => rateTableFrom(await repo.rates()));
  const facetMatrix = () => cache.get<FacetCell[]>('facets', () => listing.facetMatrix());
  const termFor = async (text: string | null, lang: Language) =>
    text ? resolveTerm(text, lang) : null;

  async function context(view: View): Promise<ViewContext> {
    const [ref, table] = await Promise.all([reference(), rates()]);
    return { ref, lang: view.lang, money: moneyFor(table, view.currency, view.lang) };
  }

  /** Summaries in `ids` order (inactive or unknown ids are skipped); rows come from the row cache. */
  async function summaries(ids: readonly string[], view: View): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const keys = ids.map((id) => `row|${view.lang}|${id}`);
    const [ctx, rows] = await Promise.all([
      context(view),
      rowCache.getMany<SummaryRow>(keys, async (missing) => {
        const found = await repo.summaryRows(
          missing.map((key) => key.slice(key.lastIndexOf('|') + 1)),
          view.lang,
        );
        return new Map(found.map((row) => [`row|${view.lang}|${row.id}`, row]));
      }),
    ]);
    return keys.flatMap((key) => {
      const row = rows.get(key);
      return row ? [toSummary(row, ctx)] : [];
    });
  }

  return {
    reference,
    rates,
    summaries,

    async categories(view: View) {
      const ref = await reference();
      return { categories: ref.categories.map((category) => toCategory(category, view.lang)) };
    },

    async category(idOrSlug: string, view: View): Promise<CategoryResponse> {
      const ref = await reference();
      const category = findBySlugOrId(ref.categoryById, ref.categoryBySlug, idOrSlug);
      if (!category) throw notFound('Category not found');
      return { category: toCategory(category, view.lang) };
    },

    async list(request: ListRequest, view: View): Promise<ProductListResponse> {
      const [ref, term] = await Promise.all([reference(), termFor(request.search, view.lang)]);
      const filter = toFilter(request, ref, term);
      const empty = {
        products: [],
        total: 0,
        page: request.page,
        limit: request.limit,
        totalPages: 0,
      };
      if (!filter) return empty;
      const offset = (request.page - 1) * request.limit;
      const { total, ids } = await listing.page(filter, request.sort, request.limit, offset);
      return {
        products: await summaries(ids, view),
        total,
        page: request.page,
        limit: request.limit,
        totalPages: Math.ceil(total / request.limit),
      };
    },

    async filters(
      query: {
        category?: string[] | undefined;
        collection?: string[] | undefined;
        search?: string | undefined;
      },
      view: View,
    ): Promise<FiltersResponse> {
      const ref = await reference();
      const search = normalizeSearch(query.search);
      const request = {
        categories: query.category ?? [],
        collections: query.collection ?? [],
        attributes: [],
      };
      const filter = toFilter(request, ref, await termFor(search, view.lang));
      if (!filter) return { attribute_filters: [] };
      const counts = filter.search
        ? new Map((await listing.facetCounts(filter)).map((row) => [row.valueId, row.count]))
        : countsFromMatrix(await facetMatrix(), filter.categoryIds, filter.collectionIds);
      return toFilters(ref, counts, view.lang);
    },

    async product(idOrSlug: string, view: View): Promise<ProductDetailResponse> {
      const row = await repo.findProduct(idOrSlug, view.lang);
      if (!row) throw notFound('Product not found');
      const [ctx, valueIds, options] = await Promise.all([
        context(view),
        repo.attributeValueIds(row.id),
        repo.options(row.id),
      ]);
      return { product: toDetail(row, { valueIds, options }, ctx) };
    },

    /** Adds `inWishlist` for a signed-in customer (never cached: it is per customer). */
    async flagWishlist<T extends { _id: string }>(items: readonly T[], customerId: string) {
      const saved = await repo.wishlisted(
        customerId,
        items.map((item) => item._id),
      );
      return items.map((item) => ({ ...item, inWishlist: saved.has(item._id) }));
    },

    productId: (idOrSlug: string) => repo.productId(idOrSlug),
    idsBySku: (skus: readonly string[]) => repo.idsBySku(skus),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
