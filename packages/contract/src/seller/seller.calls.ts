import type { QueryCall } from '../page/query-call.ts';
import { sellerPaths } from './seller.paths.ts';

/** The seller's calls as the shop makes them, without a token (the answer is every visitor's). */
export const sellerCalls = {
  disclosures: (): QueryCall => ({
    name: 'seller',
    method: 'GET',
    path: sellerPaths.disclosures,
    anonymous: true,
  }),
};
