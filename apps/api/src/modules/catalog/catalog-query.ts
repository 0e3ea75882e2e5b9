import type { Sort } from '@aurelle/contract';

// PostgreSQL refuses NUL in text; other control characters are noise.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Normalizes free text the same way for search, list and filters: NFC, control characters as
 * spaces, trimmed, lower-case, single spaces.
 */
export function normalizeSearch(text: string | undefined): string | null {
  const normalized = text
    ?.normalize('NFC')
    .replace(CONTROL_CHARACTERS, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return normalized ? normalized : null;
}

/** Body keys that name the list's own dimensions rather than attributes. */
const DIMENSIONS = new Set(['category', 'collection']);

/** A list request reduced to what decides its result, in a stable order (the cache key). */
export type ListRequest = {
  page: number;
  limit: number;
  sort: Sort;
  categories: string[];
  collections: string[];
  search: string | null;
  attributes: [string, string[]][];
};

export type ListQueryInput = {
  page: number;
  limit: number;
  sort?: Sort | undefined;
  list_type?: 'new-arrival' | undefined;
  category?: string[] | undefined;
  collection?: string[] | undefined;
  search?: string | undefined;
};

const sortedUnique = (values: readonly string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort();

/**
 * The order a list is given in: spec §7's new arrivals newest first; a search by relevance
 * unless another order was asked for; relevance without a search is the featured order.
 */
function sortOf(query: ListQueryInput, search: string | null): Sort {
  if (query.list_type === 'new-arrival') return 'newest';
  const sort = query.sort ?? (search ? 'relevance' : 'featured');
  return sort === 'relevance' && !search ? 'featured' : sort;
}

export function normalizeList(query: ListQueryInput, body: Record<string, string[]>): ListRequest {
  const attributes = Object.entries(body)
    .filter(([key]) => !DIMENSIONS.has(key))
    .map(([key, values]): [string, string[]] => [key, sortedUnique(values)])
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = normalizeSearch(query.search);
  return {
    page: query.page,
    limit: query.limit,
    sort: sortOf(query, search),
    categories: sortedUnique([...(query.category ?? []), ...(body.category ?? [])]),
    collections: sortedUnique([...(query.collection ?? []), ...(body.collection ?? [])]),
    search,
    attributes,
  };
}

export function listKey(request: ListRequest): string {
  return JSON.stringify(request);
}
