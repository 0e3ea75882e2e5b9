import { listScope, type Category, type ListScope, type ProductSummary } from '@aurelle/contract';
import { useGetCategoriesQuery } from '../api/catalog-api.ts';

export type ShopScope = {
  /** False until the categories are known, so the list is asked for once, with the right key. */
  ready: boolean;
  query: ListScope;
  category?: Category;
};

/**
 * A list's scope from `/shop/{category}` (contract `listScope`: a category's slug or id, else a
 * collection's); without the categories (a failed call) it lists by category.
 */
export function useShopScope(param: string | undefined): ShopScope {
  const { data: categories, isError } = useGetCategoriesQuery();
  const query = listScope(param, categories);
  if (!query) return { ready: isError, query: { category: param } };
  const category = query.category
    ? categories?.find((entry) => entry.slug === param || entry._id === param)
    : undefined;
  return { ready: true, query, category };
}

/** A collection's display name, read from the products that belong to it. */
export function collectionName(slug: string | undefined, products: ProductSummary[] | undefined) {
  return products?.find((product) => product.collection?.slug === slug)?.collection?.name;
}
