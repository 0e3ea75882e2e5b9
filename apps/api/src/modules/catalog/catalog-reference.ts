import type { Language } from '@aurelle/contract';
import type { LocalizedText } from '../../db/schema/index.ts';

/** Text in the request's language, falling back to English (spec §1). */
export function pickText(text: LocalizedText | null | undefined, lang: Language): string {
  return (lang === 'en' ? text?.en : (text?.[lang] ?? text?.en)) ?? '';
}

export type CategoryRef = {
  id: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string | null;
  productCount: number;
};
export type CollectionRef = { id: string; slug: string; name: LocalizedText };
export type AttributeRef = { id: string; code: string; name: LocalizedText; values: ValueRef[] };
export type ValueRef = { id: string; value: string; label: LocalizedText; attribute: AttributeRef };

/** Small tables kept whole in memory (per catalogue version): categories, collections, attributes. */
export type Reference = {
  categories: CategoryRef[];
  categoryById: Map<string, CategoryRef>;
  categoryBySlug: Map<string, CategoryRef>;
  collections: CollectionRef[];
  collectionById: Map<string, CollectionRef>;
  collectionBySlug: Map<string, CollectionRef>;
  attributes: AttributeRef[];
  attributeByCode: Map<string, AttributeRef>;
  valueById: Map<string, ValueRef>;
};

export type ReferenceRows = {
  categories: (Omit<CategoryRef, 'productCount'> & { position: number })[];
  collections: (CollectionRef & { position: number })[];
  attributes: { id: string; code: string; name: LocalizedText; position: number }[];
  values: {
    id: string;
    attributeId: string;
    value: string;
    label: LocalizedText;
    position: number;
  }[];
  productCounts: { categoryId: string; count: number }[];
};

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export function buildReference(rows: ReferenceRows): Reference {
  const counts = new Map(rows.productCounts.map((row) => [row.categoryId, row.count]));
  const categories = [...rows.categories].sort(byPosition).map(({ position: _, ...category }) => ({
    ...category,
    productCount: counts.get(category.id) ?? 0,
  }));
  const collections = [...rows.collections]
    .sort(byPosition)
    .map(({ position: _, ...collection }) => collection);
  const attributes: AttributeRef[] = [...rows.attributes]
    .sort(byPosition)
    .map(({ position: _, ...attribute }) => ({ ...attribute, values: [] }));
  const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const valueById = new Map<string, ValueRef>();
  for (const row of [...rows.values].sort(byPosition)) {
    const attribute = attributeById.get(row.attributeId);
    if (!attribute) continue;
    const value: ValueRef = { id: row.id, value: row.value, label: row.label, attribute };
    attribute.values.push(value);
    valueById.set(row.id, value);
  }
  return {
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    collections,
    collectionById: new Map(collections.map((c) => [c.id, c])),
    collectionBySlug: new Map(collections.map((c) => [c.slug, c])),
    attributes,
    attributeByCode: new Map(attributes.map((a) => [a.code, a])),
    valueById,
  };
}

/** A category or collection named by `_id` or slug. */
export function findBySlugOrId<T>(
  byId: Map<string, T>,
  bySlug: Map<string, T>,
  key: string,
): T | undefined {
  return bySlug.get(key) ?? byId.get(key.toLowerCase());
}
