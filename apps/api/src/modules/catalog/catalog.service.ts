import {
  RELATED_PRODUCTS_MAX,
  messages,
  type CategoriesResponse,
  type CategoryResponse,
  type FiltersResponse,
  type Language,
  type ProductDetailResponse,
  type ProductListResponse,
  type ProductSummary,
  type RelatedProductsResponse,
} from '@aurelle/contract';
import type { DataCaches } from '../../lib/data-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { moneyFor, rateTableFrom, type RateTable } from '../../lib/money.ts';
import type { Locale } from '../../lib/locale.ts';
import type { SearchTerm } from './catalog-search-terms.ts';
import { toFilter } from './catalog-list-filter.ts';
import { listKey, normalizeSearch, type ListRequest } from './catalog-query.ts';
import { countsFromMatrix, toFilters, type FacetCell } from './catalog-filters.ts';
import { buildReference, findBySlugOrId, type Reference } from './catalog-reference.ts';
import type { ListingRepository } from './catalog-listing.repository.ts';
import { NO_PARTS, type CatalogRepository } from './catalog.repository.ts';
import { createProductReader, type ProductData } from './catalog-products.ts';
import type { RelatedRepository } from './catalog-related.repository.ts';
import type { StockRepository } from './catalog-stock.repository.ts';
import { toCategory, toDetail, type ViewContext } from './catalog-view.ts';

export type FiltersQuery = {
  category?: string[] | undefined;
  collection?: string[] | undefined;
  search?: string | undefined;
};

type Deps = {
  repo: CatalogRepository;
  listing: ListingRepository;
  related: RelatedRepository;
  stockRepo: Pick<StockRepository, 'stockOf' | 'variantStockOf'>;
  /** The instance's data caches, shared with the other modules (keys name what they hold). */
  caches: Pick<DataCaches, 'catalog' | 'stock'>;
  /** Search text → words with typo corrections (the search module's vocabulary). */
  resolveTerm: (text: string, lang: Language) => Promise<SearchTerm>;
  /** Which of the products a customer saved (the wishlist module's table). */
  wishlistFlags: (customerId: string, productIds: readonly string[]) => Promise<Set<string>>;
};

/** How many times as many products as a related row shows are looked at for the nearest. */
const NEAREST_LOOKED_AT = 6;

/** Catalogue rules: categories, product lists, filters, detail, and summaries for other modules. */
export function createCatalogService({
  repo,
  listing,
  related: relatedRepo,
  stockRepo,
  caches,
  resolveTerm,
  wishlistFlags,
}: Deps) {
  // What the catalogue is, per catalogue version; stock is read live (the stock cache).
  const data = caches.catalog;
  const products = createProductReader({ repo, stockRepo, caches });
  const reference = () =>
    data.get<Reference>('ref', async () => buildReference(await repo.referenceRows()));
  const rates = () => data.get<RateTable>('rates', async () => rateTableFrom(await repo.rates()));
  // The metal rates in force (a product's price breakdown), per catalogue version.
  const rateOfMetal = () => data.get('metal-rates', () => repo.metalRates());
  const facetMatrix = () => data.get<FacetCell[]>('facets', () => listing.facetMatrix());
  const termFor = async (text: string | null, lang: Language) =>
    text ? resolveTerm(text, lang) : null;

  async function context(locale: Locale): Promise<ViewContext> {
    const [ref, table] = await Promise.all([reference(), rates()]);
    return { ref, lang: locale.lang, money: moneyFor(table, locale.currency, locale.lang) };
  }

  /** Summaries in `ids` order (inactive or unknown ids are skipped), with live stock. */
  async function summaries(ids: readonly string[], locale: Locale): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    return products.summaries(ids, await context(locale));
  }

  async function categories(locale: Locale): Promise<CategoriesResponse> {
    const ref = await reference();
    return { categories: ref.categories.map((category) => toCategory(category, locale.lang)) };
  }

  async function category(idOrSlug: string, locale: Locale): Promise<CategoryResponse> {
    const ref = await reference();
    const found = findBySlugOrId(ref.categoryById, ref.categoryBySlug, idOrSlug);
    if (!found) throw notFound('Category not found');
    return { category: toCategory(found, locale.lang) };
  }

  /** The ids and total of a list page (no stock in them: kept per catalogue version). */
  async function listPage(request: ListRequest, lang: Language) {
    return data.get(`list|${lang}|${listKey(request)}`, async () => {
      const [ref, term] = await Promise.all([reference(), termFor(request.search, lang)]);
      const filter = toFilter(request, ref, term);
      if (!filter) return { total: 0, ids: [] as string[] };
      const offset = (request.page - 1) * request.limit;
      return listing.page(filter, request.sort, request.limit, offset);
    });
  }

  async function list(request: ListRequest, locale: Locale): Promise<ProductListResponse> {
    const { total, ids } = await listPage(request, locale.lang);
    return {
      products: await summaries(ids, locale),
      total,
      page: request.page,
      limit: request.limit,
      totalPages: Math.ceil(total / request.limit),
    };
  }

  async function filters(query: FiltersQuery, locale: Locale): Promise<FiltersResponse> {
    const ref = await reference();
    const search = normalizeSearch(query.search);
    const request = {
      categories: query.category ?? [],
      collections: query.collection ?? [],
      attributes: [],
    };
    const filter = toFilter(request, ref, await termFor(search, locale.lang));
    if (!filter) return { attribute_filters: [] };
    const counts = filter.search
      ? new Map((await listing.facetCounts(filter)).map((row) => [row.valueId, row.count]))
      : countsFromMatrix(await facetMatrix(), filter.categoryIds, filter.collectionIds);
    return toFilters(ref, counts, locale.lang);
  }

  /** A product's row and parts by `_id` or slug, per catalogue version (a miss is not kept). */
  function findProduct(idOrSlug: string, lang: Language) {
    return data.get(`product|${lang}|${idOrSlug}`, async (): Promise<ProductData> => {
      const row = await repo.findProduct(idOrSlug, lang);
      if (!row) throw notFound(messages.catalog.productNotFound);
      const parts = await products.parts([row.id]);
      return { row, parts: parts.get(row.id) ?? NO_PARTS };
    });
  }

  async function product(idOrSlug: string, locale: Locale): Promise<ProductDetailResponse> {
    const found = await findProduct(idOrSlug, locale.lang);
    const { id } = found.row;
    const [ctx, stock, variantStock, rates] = await Promise.all([
      context(locale),
      products.stockOf([id]),
      found.parts.variants.length > 0 ? products.variantStockOf([id]) : null,
      found.row.metal ? rateOfMetal() : null,
    ]);
    const rate = found.row.metal ? rates?.get(found.row.metal) : undefined;
    const total = stock.get(id) ?? 0;
    // A removed product sells nothing: its stock reads 0, and so does each combination's.
    const variants = total > 0 ? (variantStock?.get(id) ?? {}) : {};
    return { product: toDetail(found.row, found.parts, { total, variants }, ctx, rate) };
  }

  /** The products among `ids` on sale and in stock (live), in `ids` order, at most `limit`. */
  async function inStock(ids: readonly string[], locale: Locale, limit: number) {
    const stock = await products.stockOf(ids);
    return summaries(ids.filter((id) => (stock.get(id) ?? 0) > 0).slice(0, limit), locale);
  }

  /**
   * A product's related pieces: the owner's picks on sale and in stock, in the owner's order;
   * when none is, the products of its category or collection nearest in price, in stock. The
   * picks and the nearest are kept per catalogue version, their stock is read live; the nearest
   * are looked for among a few times as many as are shown.
   */
  async function related(idOrSlug: string, locale: Locale): Promise<RelatedProductsResponse> {
    const { row } = await findProduct(idOrSlug, locale.lang);
    const picks = await data.get(`related|${row.id}`, () => relatedRepo.picks(row.id));
    const picked = await inStock(picks, locale, RELATED_PRODUCTS_MAX);
    if (picked.length > 0) return { products: picked, source: 'owner' };
    const nearest = await data.get(`nearest|${row.id}`, () =>
      relatedRepo.nearest(row, RELATED_PRODUCTS_MAX * NEAREST_LOOKED_AT),
    );
    return { products: await inStock(nearest, locale, RELATED_PRODUCTS_MAX), source: 'nearest' };
  }

  return {
    reference,
    rates,
    /** The reference tables, language and money formatter a view of products needs. */
    context,
    summaries,
    /** Products still sold or not, with their parts and live stock (carts and wishlists). */
    records: products.records,
    /** Live stock per product (0 once removed). */
    stockOf: products.stockOf,
    categories,
    category,
    list,
    filters,
    product,
    related,

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
