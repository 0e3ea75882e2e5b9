import * as z from 'zod/mini';
import { brandParamsSchema, type Endpoint } from '../http.ts';
import { searchParamsSchema, searchQuerySchema, searchResponseSchema } from './search.schema.ts';

/** Search of spec §7: products whose name or text matches, for the search panel and page. */
export const searchEndpoints = {
  search: {
    operationId: 'searchProducts',
    summary: 'Search products by name or text',
    tag: 'search',
    access: 'apiKey',
    method: 'GET',
    path: '/:brand/products/search/:name',
    params: z.extend(brandParamsSchema, searchParamsSchema.shape),
    query: searchQuerySchema,
    response: searchResponseSchema,
    responseName: 'SearchResponse',
    responseDescription: 'The products that match',
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
