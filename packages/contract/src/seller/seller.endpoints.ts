import type { Endpoint } from '../http.ts';
import { sellerPaths } from './seller.paths.ts';
import { sellerResponseSchema } from './seller.schema.ts';

/** The shop's seller disclosures; no token needed. */
export const sellerEndpoints = {
  disclosures: {
    operationId: 'getSellerDisclosures',
    summary: "The seller's legal name, address, GSTIN, customer care and grievance officer",
    method: 'GET',
    path: sellerPaths.disclosures,
    response: sellerResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
