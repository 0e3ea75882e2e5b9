import * as z from 'zod/mini';
import { productSummarySchema } from '../catalog/catalog.schema.ts';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from '../constants.ts';
import { queryInt } from '../http.ts';

export const searchParamsSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(MAX_SEARCH_LENGTH)),
});
export const searchQuerySchema = z.object({ limit: queryInt(1, MAX_PAGE_SIZE, 12) });
export const searchResponseSchema = z.object({ products: z.array(productSummarySchema) });

export type SearchResponse = z.infer<typeof searchResponseSchema>;
