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
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { defineRead, useRead, type skipRead } from '../../../lib/reads.ts';

type Endpoints = typeof catalogEndpoints;
const schemas = () => import('./catalog-schemas.ts');
const brand = env.brandSlug;

/** category, collection and search, as comma lists and text. */
export type FiltersQuery = z.input<Endpoints['filters']['query']>;
export type ProductListArgs = { query?: ProductListQuery; filters?: ProductFiltersBody };

/**
 * Catalogue calls of spec §7, as reads of lib/reads.ts (docs/decisions/0059). Categories and
 * filters go without a token; product calls send it if present (their wishlist flags). Their
 * schemas load only where responses are checked (lib/api.ts, docs/decisions/0050).
 */
export const categoriesRead = defineRead<void, Category[]>('getCategories', {
  request: () => ({ url: catalogPaths.categories }),
  schema: lazySchema(() => schemas().then((m) => m.categoriesResponse)),
  transform: (response: z.infer<Endpoints['categories']['response']>) => response.categories,
  anonymous: true,
});

export const productsRead = defineRead<ProductListArgs, ProductListResponse>('getProducts', {
  request: ({ query, filters }) => ({
    url: buildPath(catalogPaths.products, { brand }),
    method: 'POST',
    params: query,
    body: filters ?? {},
  }),
  schema: lazySchema(() => schemas().then((m) => m.productsResponse)),
});

export const productRead = defineRead<string, ProductDetail>('getProduct', {
  request: (id) => ({ url: buildPath(catalogPaths.product, { brand, id }) }),
  schema: lazySchema(() => schemas().then((m) => m.productResponse)),
  transform: (response: z.infer<Endpoints['product']['response']>) => response.product,
});

export const filtersRead = defineRead<FiltersQuery, AttributeFilter[]>('getFilters', {
  request: (params) => ({ url: buildPath(catalogPaths.filters, { brand }), params }),
  schema: lazySchema(() => schemas().then((m) => m.filtersResponse)),
  transform: (response: z.infer<Endpoints['filters']['response']>) => response.attribute_filters,
  anonymous: true,
});

export const useGetCategoriesQuery = () => useRead(categoriesRead, undefined);
export const useGetProductsQuery = (args: ProductListArgs | typeof skipRead) =>
  useRead(productsRead, args);
export const useGetProductQuery = (slug: string) => useRead(productRead, slug);
export const useGetFiltersQuery = (args: FiltersQuery | typeof skipRead) =>
  useRead(filtersRead, args);
