import { sellerCalls, type SellerDisclosures, type SellerResponse } from '@aurelle/contract';
import { useApiQuery } from '../../../lib/use-api.ts';

/**
 * The seller's disclosures, sent without a token: undefined while loading, null when the shop has
 * none yet (a production shop before its owner sets them).
 */
export const useSellerDisclosures = (): SellerDisclosures | null | undefined =>
  useApiQuery(sellerCalls.disclosures(), {
    select: (response: SellerResponse) => response.data,
  }).data;
