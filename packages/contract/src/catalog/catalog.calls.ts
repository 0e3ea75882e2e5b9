import { PAGE_SIZE } from '../constants.ts';
import type { QueryCall } from '../page/query-call.ts';
import { buildPath, catalogPaths, relatedProductsPath } from './catalog.paths.ts';

/** A list's scope: a category, a collection or a search, as the products call takes it. */
export type ListScope = { category?: string; collection?: string; search?: string };

/** A list's view as its URL names it: filters, sort and page (web `features/catalog/utils/list-query.ts`). */
export type ListView = { filters: Record<string, string[]>; sort?: string; page: number };

/** The plain view of a list: its first page, in its default order, without filters. */
export const PLAIN_LIST_VIEW: ListView = { filters: {}, page: 1 };

/**
 * The catalogue's calls of spec §7 (the web's queries, and the page's server for a visitor's
 * first screen). Categories and filters go without a token; product calls carry it when there is
 * one (their wishlist flags).
 */
export const catalogCalls = {
  categories: (): QueryCall => ({
    name: 'categories',
    method: 'GET',
    path: catalogPaths.categories,
    anonymous: true,
  }),
  products: (
    brand: string,
    query: Readonly<Record<string, string | number | undefined>> = {},
    filters: Record<string, string[]> = {},
  ): QueryCall => ({
    name: 'products',
    method: 'POST',
    path: buildPath(catalogPaths.products, { brand }),
    query,
    body: filters,
  }),
  product: (brand: string, id: string): QueryCall => ({
    name: 'product',
    method: 'GET',
    path: buildPath(catalogPaths.product, { brand, id }),
  }),
  filters: (brand: string, query: ListScope): QueryCall => ({
    name: 'filters',
    method: 'GET',
    path: buildPath(catalogPaths.filters, { brand }),
    query,
    anonymous: true,
  }),
};

/**
 * A product page's related pieces, asked for once the row comes near the screen: a function of
 * its own, not one of `catalogCalls`, so the first screens' code does not carry it.
 */
export const relatedProductsCall = (brand: string, id: string): QueryCall => ({
  name: 'related',
  method: 'GET',
  path: buildPath(relatedProductsPath, { brand, id }),
});

/**
 * `/shop/{category}` also carries collection slugs (the header's `/shop/opus` is a collection): a
 * known category's slug or id lists that category, anything else that collection. Undefined
 * while the categories are not known.
 */
export function listScope(
  param: string | undefined,
  categories: readonly { slug?: string; _id: string }[] | undefined,
): ListScope | undefined {
  if (!param) return {};
  if (!categories) return undefined;
  return categories.some((entry) => entry.slug === param || entry._id === param)
    ? { category: param }
    : { collection: param };
}

/** A list page's products call: its scope, with its view's sort, page and filters. */
export function listProductsCall(brand: string, scope: ListScope, view: ListView): QueryCall {
  return catalogCalls.products(
    brand,
    { ...scope, sort: view.sort, page: view.page, limit: PAGE_SIZE },
    view.filters,
  );
}
