import {
  MAX_ADDRESSES,
  messages,
  messagesFor,
  type AddressBody,
  type AddressDeletedResponse,
  type AddressSavedResponse,
  type Language,
  type ProfileResponse,
} from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import type { AddressRepository } from './address.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = {
  repo: AddressRepository;
  /** The customer's refreshed profile (spec §4 refreshes it after every address change). */
  profile(customerId: string): Promise<ProfileResponse>;
};

/** Add, edit and delete a customer's addresses; another customer's id is simply not found. */
export function createAddressService({ repo, profile }: Deps) {
  // Not a UUID: no row can match, and the database must not be asked to cast it.
  const notFound = () => new AppError(404, messages.address.notFound);
  const checkId = (id: string) => {
    if (!UUID.test(id)) throw notFound();
  };

  return {
    async add(
      customerId: string,
      body: AddressBody,
      lang: Language,
    ): Promise<AddressSavedResponse> {
      if ((await repo.count(customerId)) >= MAX_ADDRESSES)
        throw new AppError(409, messages.address.tooMany);
      const address = await repo.insert(customerId, body);
      return { message: messagesFor(lang).address.added, address, ...(await profile(customerId)) };
    },

    async update(
      customerId: string,
      id: string,
      body: AddressBody,
      lang: Language,
    ): Promise<AddressSavedResponse> {
      checkId(id);
      const address = await repo.update(customerId, id, body);
      if (!address) throw notFound();
      return { message: messagesFor(lang).address.edited, address, ...(await profile(customerId)) };
    },

    async remove(customerId: string, id: string, lang: Language): Promise<AddressDeletedResponse> {
      checkId(id);
      if (!(await repo.remove(customerId, id))) throw notFound();
      return { message: messagesFor(lang).address.deleted, ...(await profile(customerId)) };
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
