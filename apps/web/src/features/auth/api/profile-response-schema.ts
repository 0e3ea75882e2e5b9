import { z } from 'zod';

/**
 * GET /customer/profile as spec §3 reads it. Web-only and lenient: packages/contract has no
 * customer schema yet (reported on issue 4); the auth issue replaces it with the contract's.
 */
export const profileResponseSchema = z.object({
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string().nullish(),
    phone: z.string().nullish(),
    countryCode: z.string().nullish(),
    addresses: z.array(z.unknown()).default([]),
  }),
  totalProducts: z.number().int().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
