import { cartEndpoints } from '@aurelle/contract';

/** The zod side of the cart calls, loaded on first use (lib/lazy-schema.ts). */
export const cartResponseSchema = cartEndpoints.get.response;
