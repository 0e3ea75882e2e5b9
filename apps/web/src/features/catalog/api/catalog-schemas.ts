import { catalogEndpoints } from '@aurelle/contract';

/**
 * The zod side of the catalogue calls, loaded on first use (lib/lazy-schema.ts): only builds that
 * check responses (development and tests, lib/api.ts) load it.
 */
export const categoriesResponse = catalogEndpoints.categories.response;
export const productsResponse = catalogEndpoints.products.response;
export const filtersResponse = catalogEndpoints.filters.response;
export const productResponse = catalogEndpoints.product.response;
