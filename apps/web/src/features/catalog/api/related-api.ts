import {
  relatedProductsCall,
  type ProductSummary,
  type RelatedProductsResponse,
} from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

/**
 * A product's related pieces (GET /{brand}/products/:id/related). Apart from catalog-api.ts: only
 * the product page's lazy row asks for them, so the first screens do not carry this.
 */
export const useGetRelatedQuery = (productId: string) =>
  useApiQuery(relatedProductsCall(env.brandSlug, productId), {
    select: (response: RelatedProductsResponse): ProductSummary[] => response.products,
  });
