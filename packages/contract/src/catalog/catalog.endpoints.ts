import * as z from 'zod/mini';
import { brandParamsSchema as brandParams, type Endpoint } from '../http.ts';
import { catalogPaths as paths } from './catalog.paths.ts';
import * as s from './catalog.schema.ts';

/**
 * Catalogue calls of spec §7. Paths carry `:brand`, which must equal BRAND_SLUG.
 * Product list and detail take an optional bearer token (adds `inWishlist`).
 */
export const catalogEndpoints = {
  categories: {
    operationId: 'listCategories',
    summary: 'List the categories',
    method: 'GET',
    path: paths.categories,
    response: s.categoriesResponseSchema,
  },
  category: {
    operationId: 'getCategory',
    summary: 'Get a category by id or slug',
    method: 'GET',
    path: paths.category,
    params: z.object({ id: s.idOrSlugSchema }),
    response: s.categoryResponseSchema,
  },
  products: {
    operationId: 'listProducts',
    summary: 'List products: scope, sort and page in the query, filters in the body',
    method: 'POST',
    path: paths.products,
    params: brandParams,
    query: s.productListQuerySchema,
    body: s.productFiltersBodySchema,
    response: s.productListResponseSchema,
  },
  filters: {
    operationId: 'getFilters',
    summary: 'Get the filters a product list offers',
    method: 'GET',
    path: paths.filters,
    params: brandParams,
    query: s.filtersQuerySchema,
    response: s.filtersResponseSchema,
  },
  product: {
    operationId: 'getProduct',
    summary: 'Get a product by id or slug',
    method: 'GET',
    path: paths.product,
    params: z.extend(brandParams, { id: s.idOrSlugSchema }),
    response: s.productDetailResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
