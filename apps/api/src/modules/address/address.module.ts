import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAddressRepository, type AddressRepository } from './address.repository.ts';
import { createAddressService, type AddressService } from './address.service.ts';

/** What the address book needs from the accounts module above it: the refreshed profile. */
export type AddressModuleOptions = Pick<Parameters<typeof createAddressService>[0], 'profile'>;

declare module 'fastify' {
  interface FastifyInstance {
    address: AddressService;
    /** A customer's saved addresses, as the profile shows them. */
    savedAddresses: Pick<AddressRepository, 'list'>;
  }
}

/** A customer's address book (spec §7). */
export const addressModule = fp(
  async (app: FastifyInstance, { profile }: AddressModuleOptions) => {
    const repo = createAddressRepository(app.db);
    app.decorate('address', createAddressService({ repo, profile }));
    app.decorate('savedAddresses', repo);
  },
  { name: 'address', dependencies: ['infrastructure'], fastify: '5.x' },
);
