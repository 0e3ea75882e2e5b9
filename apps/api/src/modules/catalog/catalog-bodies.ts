import type {
  CategoriesResponse,
  CategoryResponse,
  FiltersResponse,
  ProductDetailResponse,
  ProductListResponse,
} from '@aurelle/contract';
import type { InstanceCaches } from '../../lib/cache.ts';
import { toCachedBody, type CachedBody } from '../../lib/http-cache.ts';
import type { View } from '../../lib/view.ts';
import { listKey, normalizeSearch, type ListRequest } from './catalog-query.ts';

export type FiltersQuery = {
  category?: string[] | undefined;
  collection?: string[] | undefined;
  search?: string | undefined;
};

type Responses = {
  categories(view: View): Promise<CategoriesResponse>;
  category(idOrSlug: string, view: View): Promise<CategoryResponse>;
  list(request: ListRequest, view: View): Promise<ProductListResponse>;
  filters(query: FiltersQuery, view: View): Promise<FiltersResponse>;
  detailBody(idOrSlug: string, view: View): Promise<CachedBody<ProductDetailResponse>>;
};

/**
 * The catalogue's responses serialized once per view and request: those without stock per
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
    categoriesBody: (view: View) =>
      bodies.categories.get(view.lang, async () => toCachedBody(await categories(view))),

    /** One category's response, serialized once per language and catalogue version. */
    categoryBody: (idOrSlug: string, view: View) =>
      bodies.category.get(`${view.lang}|${idOrSlug}`, async () =>
        toCachedBody(await category(idOrSlug, view)),
      ),

    /**
     * A list page, serialized once per view, normalized request, catalogue and stock version. `alias`
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

    /** A product's response, serialized once per view, catalogue and stock version. */
    productBody: (idOrSlug: string, view: View) =>
      bodies.product.get(`${view.lang}|${view.currency}|${idOrSlug}`, () =>
        detailBody(idOrSlug, view),
      ),
  };
}
