import {
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  STOCK_FILTERS,
  type ProductSort,
  type ProductStatus,
} from '@aurelle/contract';
import type { CallInput } from '../../lib/api.ts';
import { listAddress, oneOf, readPage, type PageParams } from '../../lib/list-params.ts';

/** Products a page of the list shows. */
export const PRODUCT_PAGE_SIZE = 50;

export type SortOrder = 'asc' | 'desc';
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The product list's state as its address carries it, so a link or a reload shows the same. */
export type ProductListParams = PageParams & {
  q: string;
  category: string;
  collection: string;
  status: ProductStatus | '';
  stock: StockFilter | '';
  sort: ProductSort;
  order: SortOrder;
};

/** A column's first order when it is chosen: newest and dearest first, words from A. */
export const FIRST_ORDER: Record<ProductSort, SortOrder> = {
  updated: 'desc',
  name: 'asc',
  sku: 'asc',
  price: 'desc',
  stock: 'asc',
};

export function readListParams(search: URLSearchParams): ProductListParams {
  const sort = oneOf(PRODUCT_SORTS, search.get('sort')) || 'updated';
  const order = oneOf(['asc', 'desc'] as const, search.get('order')) || FIRST_ORDER[sort];
  return {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    collection: search.get('collection') ?? '',
    status: oneOf(PRODUCT_STATUSES, search.get('status')),
    stock: oneOf(STOCK_FILTERS, search.get('stock')),
    sort,
    order,
    ...readPage(search),
  };
}

/**
 * The address for a change of the list: any change of filter or sort goes back to the first page;
 * defaults are left out so the address stays short.
 */
export function writeListParams(params: ProductListParams): URLSearchParams {
  const { q, category, collection, status, stock, sort, order } = params;
  return listAddress(
    {
      q: q.trim(),
      category,
      collection,
      status,
      stock,
      sort: sort === 'updated' ? '' : sort,
      order: order === FIRST_ORDER[sort] ? '' : order,
    },
    params,
  );
}

/** The list's filters and order as the API takes them (the list's pages, the CSV export). */
export function filtersQueryOf(params: ProductListParams) {
  return {
    q: params.q.trim() || undefined,
    categoryId: params.category || undefined,
    collectionId: params.collection || undefined,
    status: params.status || undefined,
    stock: params.stock || undefined,
    sort: params.sort,
    order: params.order,
  };
}

/** The list call's query for these params: the filters and order, and the page. */
export function listQueryOf(params: ProductListParams): CallInput<'listProducts'>['query'] {
  return { ...filtersQueryOf(params), after: params.after || undefined, limit: PRODUCT_PAGE_SIZE };
}
