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

/** The user fields of spec §3; cleared (spec §4) when there is no token or the fetch fails. */
export type UserProfile = {
  user_id: string;
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  addresses: unknown[];
  totalOrderCount: number;
};

export const emptyProfile: UserProfile = {
  user_id: '',
  name: '',
  email: '',
  phone: '',
  countryCode: '',
  addresses: [],
  totalOrderCount: 0,
};

export function toUserProfile({ customer, totalProducts }: ProfileResponse): UserProfile {
  return {
    user_id: customer._id,
    name: customer.name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    countryCode: customer.countryCode ?? '',
    addresses: customer.addresses,
    totalOrderCount: totalProducts ?? 0,
  };
}
