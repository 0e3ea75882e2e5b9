import type { Endpoint } from '../http.ts';
import { sellerPaths } from './seller.paths.ts';
import { sellerResponseSchema } from './seller.schema.ts';

/** The shop's seller disclosures; no token needed. */
export const sellerEndpoints = {
  disclosures: {
    operationId: 'getSellerDisclosures',
    summary: "The seller's legal name, address, GSTIN, customer care and grievance officer",
    tag: 'seller',
    access: 'apiKey',
    method: 'GET',
    path: sellerPaths.disclosures,
    response: sellerResponseSchema,
    responseName: 'SellerResponse',
    responseDescription: "The seller's disclosures, null until the owner fills them in",
  },
} as const satisfies Record<string, Endpoint>;
