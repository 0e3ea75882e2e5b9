import * as z from 'zod/mini';
import { brandParamsSchema as brandParams, type Endpoint } from '../http.ts';
import * as s from './catalog.schema.ts';

/**
 * Catalogue calls of spec §7. Paths carry `:brand`, which must equal BRAND_SLUG.
 * Product list and detail take an optional bearer token (adds `inWishlist`).
 */
export const catalogEndpoints = {
  categories: { method: 'GET', path: '/category/show', response: s.categoriesResponseSchema },
  category: {
    method: 'GET',
    path: '/category/:id',
    params: z.object({ id: s.idOrSlugSchema }),
    response: s.categoryResponseSchema,
  },
  products: {
    method: 'POST',
    path: '/:brand/products',
    params: brandParams,
    query: s.productListQuerySchema,
    body: s.productFiltersBodySchema,
    response: s.productListResponseSchema,
  },
  filters: {
    method: 'GET',
    path: '/:brand/getFilters',
    params: brandParams,
    query: s.filtersQuerySchema,
    response: s.filtersResponseSchema,
  },
  product: {
    method: 'GET',
    path: '/:brand/products/:id',
    params: z.extend(brandParams, { id: s.idOrSlugSchema }),
    response: s.productDetailResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** Fills `:param` placeholders of an endpoint path (web side). */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
