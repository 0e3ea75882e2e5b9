import type {
  CategoriesResponse,
  CategoryResponse,
  FiltersResponse,
  ProductDetailResponse,
  ProductListResponse,
} from '@aurelle/contract';
import type { InstanceCaches } from '../../lib/cache.ts';
import { toCachedBody, type CachedBody } from '../../lib/http-cache.ts';
import type { Locale } from '../../lib/locale.ts';
import { listKey, normalizeSearch, type ListRequest } from './catalog-query.ts';

export type FiltersQuery = {
  category?: string[] | undefined;
  collection?: string[] | undefined;
  search?: string | undefined;
};

type Responses = {
  categories(locale: Locale): Promise<CategoriesResponse>;
  category(idOrSlug: string, locale: Locale): Promise<CategoryResponse>;
  list(request: ListRequest, locale: Locale): Promise<ProductListResponse>;
  filters(query: FiltersQuery, locale: Locale): Promise<FiltersResponse>;
  detailBody(idOrSlug: string, locale: Locale): Promise<CachedBody<ProductDetailResponse>>;
};

/**
 * The catalogue's responses serialized once per locale and request: those without stock per
 * catalogue version, those with stock (lists, details) per stock version too (docs/decisions/0027).
 */
export function createCatalogBodies(
  { categories, category, list, filters, detailBody }: Responses,
  { data, live }: Pick<InstanceCaches, 'data' | 'live'>,
) {
  const bodies = {
    categories: data.namespace('categories'),
    category: data.namespace('category'),
    filters: data.namespace('filters'),
    list: live.namespace('list'),
    product: live.namespace('product'),
  };
  return {
    /** The categories response, serialized once per language and catalogue version. */
    categoriesBody: (locale: Locale) =>
      bodies.categories.get(locale.lang, async () => toCachedBody(await categories(locale))),

    /** One category's response, serialized once per language and catalogue version. */
    categoryBody: (idOrSlug: string, locale: Locale) =>
      bodies.category.get(`${locale.lang}|${idOrSlug}`, async () =>
        toCachedBody(await category(idOrSlug, locale)),
      ),

    /**
     * A list page, serialized once per locale, normalized request, catalogue and stock version. `alias`
     * names the raw request it answers, so `peekListBody` finds it before any validation.
     */
    async listBody(
      request: ListRequest,
      locale: Locale,
      alias?: string,
    ): Promise<CachedBody<ProductListResponse>> {
      const key = `${locale.lang}|${locale.currency}|${listKey(request)}`;
      const entry = await bodies.list.get(key, async () =>
        toCachedBody(await list(request, locale)),
      );
      if (alias !== undefined) bodies.list.alias(alias, key);
      return entry;
    },

    /** The list page a raw request was answered with, while it is cached (never loads). */
    peekListBody: (alias: string) => bodies.list.peekAlias<CachedBody<ProductListResponse>>(alias),

    /** The filters response, serialized once per language, scope and catalogue version. */
    filtersBody(query: FiltersQuery, locale: Locale) {
      const key = JSON.stringify([
        locale.lang,
        query.category?.slice().sort(),
        query.collection?.slice().sort(),
        normalizeSearch(query.search),
      ]);
      return bodies.filters.get(key, async () => toCachedBody(await filters(query, locale)));
    },

    /** A product's response, serialized once per locale, catalogue and stock version. */
    productBody: (idOrSlug: string, locale: Locale) =>
      bodies.product.get(`${locale.lang}|${locale.currency}|${idOrSlug}`, () =>
        detailBody(idOrSlug, locale),
      ),
  };
}
