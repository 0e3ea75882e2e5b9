import {
  catalogCalls,
  type AttributeFilter,
  type Category,
  type ListScope,
  type ProductDetail,
  type ProductListResponse,
} from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

const brand = env.brandSlug;

type CategoriesResponse = { categories: Category[] };
type ProductResponse = { product: ProductDetail };
type FiltersResponse = { attribute_filters: AttributeFilter[] };

/** The catalogue's queries (spec §7); their calls are the contract's, the server's too. */
export const useGetCategoriesQuery = () =>
  useApiQuery(catalogCalls.categories(), {
    select: (response: CategoriesResponse) => response.categories,
  });

export const useGetProductsQuery = (call: ReturnType<typeof catalogCalls.products> | null) =>
  useApiQuery<ProductListResponse>(call);

export const useGetProductQuery = (slug: string) =>
  useApiQuery(catalogCalls.product(brand, slug), {
    select: (response: ProductResponse) => response.product,
  });

export const useGetFiltersQuery = (scope: ListScope | null) =>
  useApiQuery(scope && catalogCalls.filters(brand, scope), {
    select: (response: FiltersResponse) => response.attribute_filters,
  });
