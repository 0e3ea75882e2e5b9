import type { Category, ProductListQuery, ProductSummary } from '@aurelle/contract';
import { useGetCategoriesQuery } from '../api/catalog-api.ts';

export type ShopScope = {
  /** False until the categories are known, so the list is asked for once, with the right key. */
  ready: boolean;
  query: Pick<ProductListQuery, 'category' | 'collection'>;
  category?: Category;
};

/**
 * `/shop/{category}` also carries collection slugs (the header's `/shop/opus` is a collection):
 * a known category slug or id filters by category, anything else by collection.
 */
export function useShopScope(param: string | undefined): ShopScope {
  const { data: categories, isError } = useGetCategoriesQuery();
  return shopScope(param, categories, isError);
}

/** useShopScope's answer from the categories as they stand (app/first-screen-data.ts reads it too). */
export function shopScope(
  param: string | undefined,
  categories: Category[] | undefined,
  categoriesFailed: boolean,
): ShopScope {
  if (!param) return { ready: true, query: {} };
  if (!categories) return { ready: categoriesFailed, query: { category: param } };
  const category = categories.find((entry) => entry.slug === param || entry._id === param);
  return category
    ? { ready: true, query: { category: param }, category }
    : { ready: true, query: { collection: param } };
}

/** A collection's display name, read from the products that belong to it. */
export function collectionName(slug: string | undefined, products: ProductSummary[] | undefined) {
  return products?.find((product) => product.collection?.slug === slug)?.collection?.name;
}
