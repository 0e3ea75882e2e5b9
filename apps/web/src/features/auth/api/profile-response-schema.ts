import * as z from 'zod/mini';

/**
 * GET /customer/profile as spec §3 reads it. Web-only and lenient: packages/contract has no
 * customer schema yet (reported on issue 4); the auth issue replaces it with the contract's.
 */
export const profileResponseSchema = z.object({
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.nullish(z.string()),
    phone: z.nullish(z.string()),
    countryCode: z.nullish(z.string()),
    addresses: z._default(z.array(z.unknown()), []),
  }),
  totalProducts: z.optional(z.int()),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
