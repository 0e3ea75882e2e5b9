import { modulePlugin } from '../../lib/module-plugin.ts';
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
export const addressModule = modulePlugin<AddressModuleOptions>(
  { name: 'address', dependencies: ['infrastructure'] },
  (app, { profile }) => {
    const repo = createAddressRepository(app.db);
    return { address: createAddressService({ repo, profile }), savedAddresses: repo };
  },
);
