import { wishlistEndpoints } from '@aurelle/contract';

/** The zod side of the wishlist calls, loaded on first use (lib/lazy-schema.ts). */
export const wishlistResponseSchema = wishlistEndpoints.get.response;
