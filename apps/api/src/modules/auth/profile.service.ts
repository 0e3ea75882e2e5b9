import type { ProfileResponse } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import type { AddressRepository } from '../address/address.repository.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** GET /customer/profile: the customer as spec §3 reads it, with addresses and the order count. */
export function createProfileService(deps: {
  repo: ProfileRepository;
  addresses: Pick<AddressRepository, 'list'>;
}) {
  return {
    async profile(customerId: string): Promise<ProfileResponse> {
      const [customer, addresses, totalProducts] = await Promise.all([
        deps.repo.customer(customerId),
        deps.addresses.list(customerId),
        deps.repo.orderCount(customerId),
      ]);
      // A live session's customer always exists (sessions are deleted with it): a race at most.
      if (!customer) throw new AppError(401, 'Unauthorized');
      return {
        customer: {
          _id: customer.id,
          name: customer.name,
          email: customer.email ?? '',
          phone: customer.phone ?? '',
          countryCode: customer.countryCode,
          addresses,
        },
        totalProducts,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
