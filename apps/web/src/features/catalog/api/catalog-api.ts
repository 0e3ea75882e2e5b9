import {
  buildPath,
  catalogPaths,
  type AttributeFilter,
  type catalogEndpoints,
  type Category,
  type ProductDetail,
  type ProductFiltersBody,
  type ProductListQuery,
  type ProductListResponse,
} from '@aurelle/contract';
import type * as z from 'zod/mini';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

type Endpoints = typeof catalogEndpoints;
const schemas = () => import('./catalog-schemas.ts');
const brand = env.brandSlug;

/** category, collection and search, as comma lists and text. */
export type FiltersQuery = z.input<Endpoints['filters']['query']>;
export type ProductListArgs = { query?: ProductListQuery; filters?: ProductFiltersBody };

/**
 * Catalogue calls of spec §7. Categories go without a token; product calls send it if present.
 * Their schemas load only where responses are checked (lib/api.ts, docs/decisions/0050).
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => catalogPaths.categories,
      rawResponseSchema: lazySchema(() => schemas().then((m) => m.categoriesResponse)),
      transformResponse: (response: z.infer<Endpoints['categories']['response']>) =>
        response.categories,
      extraOptions: { anonymous: true },
    }),
    getProducts: build.query<ProductListResponse, ProductListArgs>({
      query: ({ query, filters }) => ({
        url: buildPath(catalogPaths.products, { brand }),
        method: 'POST',
        params: query,
        body: filters ?? {},
      }),
      responseSchema: lazySchema(() => schemas().then((m) => m.productsResponse)),
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => buildPath(catalogPaths.product, { brand, id }),
      rawResponseSchema: lazySchema(() => schemas().then((m) => m.productResponse)),
      transformResponse: (response: z.infer<Endpoints['product']['response']>) => response.product,
    }),
    getFilters: build.query<AttributeFilter[], FiltersQuery>({
      query: (params) => ({ url: buildPath(catalogPaths.filters, { brand }), params }),
      rawResponseSchema: lazySchema(() => schemas().then((m) => m.filtersResponse)),
      transformResponse: (response: z.infer<Endpoints['filters']['response']>) =>
        response.attribute_filters,
      extraOptions: { anonymous: true },
    }),
    getCategory: build.query<Category, string>({
      query: (id) => buildPath(catalogPaths.category, { id }),
      rawResponseSchema: lazySchema(() => schemas().then((m) => m.categoryResponse)),
      transformResponse: (response: z.infer<Endpoints['category']['response']>) =>
        response.category,
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
