import type { Address, ProfileResponse } from '@aurelle/contract';

export type { ProfileResponse };

/** The user fields of spec §3; cleared (spec §4) when there is no token or the fetch fails. */
export type UserProfile = {
  user_id: string;
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  addresses: Address[];
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
    email: customer.email,
    phone: customer.phone,
    countryCode: customer.countryCode,
    addresses: customer.addresses,
    totalOrderCount: totalProducts,
  };
}
