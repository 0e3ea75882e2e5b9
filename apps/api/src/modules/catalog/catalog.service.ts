import type {
  CategoriesResponse,
  CategoryResponse,
  FiltersResponse,
  Language,
  ProductDetailResponse,
  ProductListResponse,
  ProductSummary,
} from '@aurelle/contract';
import type { VersionedCache } from '../../lib/cache.ts';
import { notFound } from '../../lib/errors.ts';
import { toCachedBody, type CachedBody } from '../../lib/http-cache.ts';
import { moneyFor, rateTableFrom, type RateTable } from '../../lib/money.ts';
import type { View } from '../../lib/view.ts';
import type { SearchTerm } from './catalog-search-terms.ts';
import { listKey, normalizeSearch, type ListRequest } from './catalog-query.ts';
import { countsFromMatrix, toFilters, type FacetCell } from './catalog-filters.ts';
import { buildReference, findBySlugOrId, type Reference } from './catalog-reference.ts';
import type { ListFilter, ListingRepository } from './catalog-listing.repository.ts';
import type { CatalogRepository, SummaryRow } from './catalog.repository.ts';
import { toCategory, toDetail, toSummary, type ViewContext } from './catalog-view.ts';

export type FiltersQuery = {
  category?: string[] | undefined;
  collection?: string[] | undefined;
  search?: string | undefined;
};

type Deps = {
  repo: CatalogRepository;
  listing: ListingRepository;
  /** Shared with the catalogue's other readers; this service takes its own namespaces in it. */
  cache: VersionedCache;
  /** Product rows per language, invalidated with the catalogue (defaults to `cache`). */
  rowCache?: VersionedCache;
  /** Search text → words with typo corrections (the search module's vocabulary). */
  resolveTerm: (text: string, lang: Language) => Promise<SearchTerm>;
  /** Which of the products a customer saved (the wishlist module's table). */
  wishlistFlags: (customerId: string, productIds: readonly string[]) => Promise<Set<string>>;
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
  wishlistFlags,
}: Deps) {
  const tables = cache.namespace('catalog');
  const rowsByLang = rowCache.namespace('product-row');
  // Serialized responses, per view and request: built once per catalogue version.
  const bodies = {
    categories: cache.namespace('categories'),
    category: cache.namespace('category'),
    list: cache.namespace('list'),
    filters: cache.namespace('filters'),
    product: cache.namespace('product'),
  };
  const reference = () =>
    tables.get<Reference>('ref', async () => buildReference(await repo.referenceRows()));
  const rates = () => tables.get<RateTable>('rates', async () => rateTableFrom(await repo.rates()));
  const facetMatrix = () => tables.get<FacetCell[]>('facets', () => listing.facetMatrix());
  const termFor = async (text: string | null, lang: Language) =>
    text ? resolveTerm(text, lang) : null;

  async function context(view: View): Promise<ViewContext> {
    const [ref, table] = await Promise.all([reference(), rates()]);
    return { ref, lang: view.lang, money: moneyFor(table, view.currency, view.lang) };
  }

  /** Summaries in `ids` order (inactive or unknown ids are skipped); rows come from the row cache. */
  async function summaries(ids: readonly string[], view: View): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const keys = ids.map((id) => `${view.lang}|${id}`);
    const [ctx, rows] = await Promise.all([
      context(view),
      rowsByLang.getMany<SummaryRow>(keys, async (missing) => {
        const found = await repo.summaryRows(
          missing.map((key) => key.slice(key.lastIndexOf('|') + 1)),
          view.lang,
        );
        return new Map(found.map((row) => [`${view.lang}|${row.id}`, row]));
      }),
    ]);
    return keys.flatMap((key) => {
      const row = rows.get(key);
      return row ? [toSummary(row, ctx)] : [];
    });
  }

  async function categories(view: View): Promise<CategoriesResponse> {
    const ref = await reference();
    return { categories: ref.categories.map((category) => toCategory(category, view.lang)) };
  }

  async function category(idOrSlug: string, view: View): Promise<CategoryResponse> {
    const ref = await reference();
    const found = findBySlugOrId(ref.categoryById, ref.categoryBySlug, idOrSlug);
    if (!found) throw notFound('Category not found');
    return { category: toCategory(found, view.lang) };
  }

  async function list(request: ListRequest, view: View): Promise<ProductListResponse> {
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
  }

  async function filters(query: FiltersQuery, view: View): Promise<FiltersResponse> {
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
  }

  async function product(idOrSlug: string, view: View): Promise<ProductDetailResponse> {
    const row = await repo.findProduct(idOrSlug, view.lang);
    if (!row) throw notFound('Product not found');
    const [ctx, valueIds, options] = await Promise.all([
      context(view),
      repo.attributeValueIds(row.id),
      repo.options(row.id),
    ]);
    return { product: toDetail(row, { valueIds, options }, ctx) };
  }

  return {
    reference,
    rates,
    summaries,
    categories,
    category,
    list,
    filters,
    product,

    /** The categories response, serialized once per language and catalogue version. */
    categoriesBody: (view: View) =>
      bodies.categories.get(view.lang, async () => toCachedBody(await categories(view))),

    /** One category's response, serialized once per language and catalogue version. */
    categoryBody: (idOrSlug: string, view: View) =>
      bodies.category.get(`${view.lang}|${idOrSlug}`, async () =>
        toCachedBody(await category(idOrSlug, view)),
      ),

    /**
     * A list page, serialized once per view, normalized request and catalogue version. `alias`
     * names the raw request it answers, so `peekListBody` finds it before any validation.
     */
    async listBody(
      request: ListRequest,
      view: View,
      alias?: string,
    ): Promise<CachedBody<ProductListResponse>> {
      const key = `${view.lang}|${view.currency}|${listKey(request)}`;
      const entry = await bodies.list.get(key, async () => toCachedBody(await list(request, view)));
      if (alias !== undefined) bodies.list.alias(alias, key);
      return entry;
    },

    /** The list page a raw request was answered with, while it is cached (never loads). */
    peekListBody: (alias: string) => bodies.list.peekAlias<CachedBody<ProductListResponse>>(alias),

    /** The filters response, serialized once per language, scope and catalogue version. */
    filtersBody(query: FiltersQuery, view: View) {
      const key = JSON.stringify([
        view.lang,
        query.category?.slice().sort(),
        query.collection?.slice().sort(),
        normalizeSearch(query.search),
      ]);
      return bodies.filters.get(key, async () => toCachedBody(await filters(query, view)));
    },

    /** A product's response, serialized once per view and catalogue version. */
    productBody: (idOrSlug: string, view: View) =>
      bodies.product.get(`${view.lang}|${view.currency}|${idOrSlug}`, async () =>
        toCachedBody(await product(idOrSlug, view)),
      ),

    /** Adds `inWishlist` for a signed-in customer (never cached: it is per customer). */
    async flagWishlist<T extends { _id: string }>(items: readonly T[], customerId: string) {
      const saved = await wishlistFlags(
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
