import {
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  STOCK_FILTERS,
  type ProductSort,
  type ProductStatus,
} from '@aurelle/contract';
import type { CallInput } from '../../lib/api.ts';

/** Products a page of the list shows. */
export const PRODUCT_PAGE_SIZE = 50;

export type SortOrder = 'asc' | 'desc';
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The product list's state as its address carries it, so a link or a reload shows the same. */
export type ProductListParams = {
  q: string;
  category: string;
  collection: string;
  status: ProductStatus | '';
  stock: StockFilter | '';
  sort: ProductSort;
  order: SortOrder;
  /** The cursor of this page (the `next` of the page before); empty on the first. */
  after: string;
  /** This page's number, for "Page 2" only: the cursor alone says where it starts. */
  page: number;
};

/** A column's first order when it is chosen: newest and dearest first, words from A. */
export const FIRST_ORDER: Record<ProductSort, SortOrder> = {
  updated: 'desc',
  name: 'asc',
  sku: 'asc',
  price: 'desc',
  stock: 'asc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

export function readListParams(search: URLSearchParams): ProductListParams {
  const sort = oneOf(PRODUCT_SORTS, search.get('sort')) || 'updated';
  const order = oneOf(['asc', 'desc'] as const, search.get('order')) || FIRST_ORDER[sort];
  const after = search.get('after') ?? '';
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    collection: search.get('collection') ?? '',
    status: oneOf(PRODUCT_STATUSES, search.get('status')),
    stock: oneOf(STOCK_FILTERS, search.get('stock')),
    sort,
    order,
    after,
    page: after && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The address for a change of the list: any change of filter or sort goes back to the first page;
 * defaults are left out so the address stays short.
 */
export function writeListParams(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value) search.set(name, value);
  };
  set('q', params.q.trim());
  set('category', params.category);
  set('collection', params.collection);
  set('status', params.status);
  set('stock', params.stock);
  if (params.sort !== 'updated') set('sort', params.sort);
  if (params.order !== FIRST_ORDER[params.sort]) set('order', params.order);
  if (params.after) {
    set('after', params.after);
    set('page', String(params.page));
  }
  return search;
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
