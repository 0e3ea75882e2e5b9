import type { SearchTerm } from './catalog-search-terms.ts';
import type { ListRequest } from './catalog-query.ts';
import { findBySlugOrId, type Reference } from './catalog-reference.ts';
import type { ListFilter } from './catalog-listing.repository.ts';

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
export function toFilter(
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
