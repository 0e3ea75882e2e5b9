/** Where the seller's calls live, apart from their schemas: the shop's footer needs the path only. */
export const sellerPaths = {
  disclosures: '/setting/seller',
} as const;
