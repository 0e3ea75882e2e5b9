import { LANGUAGE_QUERY_KEY, SEARCH_SORTS, type Sort } from '@aurelle/contract';
import { decodeFilterValues, encodeFilterValues, type FilterSelection } from './filter-query.ts';

/** Query keys that are not attribute filters; every other valid key is an attribute name. */
const RESERVED_KEYS = new Set([
  LANGUAGE_QUERY_KEY,
  'sort',
  'page',
  'limit',
  'category',
  'collection',
  'search',
  'list_type',
]);
const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/** The order a list has when its URL names none: a search's by relevance, any other featured. */
export function defaultSort(searching: boolean): Sort {
  return searching ? 'relevance' : 'featured';
}

/** What a product list's URL query carries: filters, sort, page, and the rest untouched. */
export type ListQuery = {
  filters: FilterSelection;
  /** Absent: the list's default order (`defaultSort`), decided by the API as well. */
  sort?: Sort | undefined;
  page: number;
  /** Other pairs (category, collection, …) kept raw, in order. */
  rest: [string, string][];
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Reads the raw `location.search`; filter values are split before any decoding. */
export function parseListQuery(search: string): ListQuery {
  const query: ListQuery = { filters: {}, page: 1, rest: [] };
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = safeDecode(at === -1 ? pair : pair.slice(0, at));
    const raw = at === -1 ? '' : pair.slice(at + 1);
    if (key === 'sort') {
      const sort = safeDecode(raw);
      if ((SEARCH_SORTS as readonly string[]).includes(sort)) query.sort = sort as Sort;
    } else if (key === 'page') {
      const page = Number(raw);
      if (Number.isInteger(page) && page > 0) query.page = page;
    } else if (!RESERVED_KEYS.has(key) && ATTRIBUTE_KEY.test(key)) {
      const values = decodeFilterValues(raw);
      if (values.length) query.filters[key] = values;
    } else query.rest.push([key, raw]);
  }
  return query;
}

/** The inverse of `parseListQuery`: `?key=v1%v2&sort=…&page=…`, the first page left out. */
export function buildListQuery(query: ListQuery): string {
  const pairs = query.rest.map(([key, raw]) => `${encodeURIComponent(key)}=${raw}`);
  for (const [key, values] of Object.entries(query.filters)) {
    const encoded = encodeFilterValues(values);
    if (encoded) pairs.push(`${key}=${encoded}`);
  }
  if (query.sort) pairs.push(`sort=${query.sort}`);
  if (query.page > 1) pairs.push(`page=${query.page}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export function countSelected(filters: FilterSelection): number {
  return Object.values(filters).reduce((sum, values) => sum + values.length, 0);
}
