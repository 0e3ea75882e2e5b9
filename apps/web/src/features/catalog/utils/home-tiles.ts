import type { Category, HomeCategoriesBlock } from '@aurelle/contract';

/**
 * The categories home shows, in the owner's order (`home_categories`); every category in the
 * catalogue's order without the block. A category the block names that the shop no longer has
 * is left out.
 */
export function homeTiles(
  categories: readonly Category[],
  chosen: HomeCategoriesBlock | undefined,
): Category[] {
  if (!chosen) return [...categories];
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  return chosen.data.flatMap(({ slug }) => bySlug.get(slug) ?? []);
}
