import type { FiltersResponse, Language } from '@aurelle/contract';
import { pickText, type Reference } from './catalog-reference.ts';

export type FacetCell = {
  categoryId: string;
  collectionId: string | null;
  valueId: string;
  count: number;
};

/**
 * Counts per attribute value from the per-version matrix: each product sits in exactly one
 * (category, collection) cell, so summing the selected cells is exact.
 */
export function countsFromMatrix(
  cells: readonly FacetCell[],
  categoryIds: readonly string[] | null,
  collectionIds: readonly string[] | null,
): Map<string, number> {
  const categories = categoryIds ? new Set(categoryIds) : null;
  const collections = collectionIds ? new Set(collectionIds) : null;
  const counts = new Map<string, number>();
  for (const cell of cells) {
    if (categories && !categories.has(cell.categoryId)) continue;
    if (collections && (cell.collectionId === null || !collections.has(cell.collectionId)))
      continue;
    counts.set(cell.valueId, (counts.get(cell.valueId) ?? 0) + cell.count);
  }
  return counts;
}

/** attribute_filters[]: attributes and values in position order, values with at least one product. */
export function toFilters(
  ref: Reference,
  counts: ReadonlyMap<string, number>,
  lang: Language,
): FiltersResponse {
  const attribute_filters = ref.attributes.flatMap((attribute) => {
    const attributeValues = attribute.values.flatMap((value) => {
      const count = counts.get(value.id) ?? 0;
      return count > 0
        ? [{ value: value.value, label: pickText(value.label, lang) || value.value, count }]
        : [];
    });
    return attributeValues.length > 0
      ? [{ attributeName: attribute.code, label: pickText(attribute.name, lang), attributeValues }]
      : [];
  });
  return { attribute_filters };
}
