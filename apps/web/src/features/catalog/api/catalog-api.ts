import {
  buildPath,
  catalogEndpoints,
  type AttributeFilter,
  type Category,
  type ProductDetail,
  type ProductFiltersBody,
  type ProductListQuery,
  type ProductListResponse,
} from '@aurelle/contract';
import type * as z from 'zod/mini';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';

const ep = catalogEndpoints;
const brand = env.brandSlug;

/** category, collection and search, as comma lists and text. */
export type FiltersQuery = z.input<typeof ep.filters.query>;
export type ProductListArgs = { query?: ProductListQuery; filters?: ProductFiltersBody };

/** Catalogue calls of spec §7. Categories go without a token; product calls send it if present. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => ep.categories.path,
      rawResponseSchema: ep.categories.response,
      transformResponse: (response: z.infer<typeof ep.categories.response>) => response.categories,
      extraOptions: { anonymous: true },
    }),
    getProducts: build.query<ProductListResponse, ProductListArgs>({
      query: ({ query, filters }) => ({
        url: buildPath(ep.products.path, { brand }),
        method: 'POST',
        params: query,
        body: filters ?? {},
      }),
      responseSchema: ep.products.response,
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => buildPath(ep.product.path, { brand, id }),
      rawResponseSchema: ep.product.response,
      transformResponse: (response: z.infer<typeof ep.product.response>) => response.product,
    }),
    getFilters: build.query<AttributeFilter[], FiltersQuery>({
      query: (params) => ({ url: buildPath(ep.filters.path, { brand }), params }),
      rawResponseSchema: ep.filters.response,
      transformResponse: (response: z.infer<typeof ep.filters.response>) =>
        response.attribute_filters,
      extraOptions: { anonymous: true },
    }),
    getCategory: build.query<Category, string>({
      query: (id) => buildPath(ep.category.path, { id }),
      rawResponseSchema: ep.category.response,
      transformResponse: (response: z.infer<typeof ep.category.response>) => response.category,
      extraOptions: { anonymous: true },
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetProductsQuery,
  useGetProductQuery,
  useGetCategoryQuery,
  useGetFiltersQuery,
} = catalogApi;
