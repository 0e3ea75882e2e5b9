import {
  addressEndpoints as ep,
  type AddressBody,
  type AddressDeletedResponse,
  type AddressSavedResponse,
} from '@aurelle/contract';
import { useApiMutation } from '../../../lib/use-api.ts';

const at = (path: string, addressId: string) =>
  path.replace(':addressId', encodeURIComponent(addressId));

/** Saved addresses (spec §7), bearer; every change refreshes the profile (spec §4). */
export const useAddAddressMutation = () =>
  useApiMutation<AddressBody, AddressSavedResponse>(
    (body) => ({ method: 'POST', path: ep.add.path, body }),
    { refreshes: 'address' },
  );

export const useUpdateAddressMutation = () =>
  useApiMutation<{ addressId: string; body: AddressBody }, AddressSavedResponse>(
    ({ addressId, body }) => ({ method: 'PUT', path: at(ep.update.path, addressId), body }),
    { refreshes: 'address' },
  );

export const useDeleteAddressMutation = () =>
  useApiMutation<string, AddressDeletedResponse>(
    (addressId) => ({ method: 'DELETE', path: at(ep.remove.path, addressId) }),
    { refreshes: 'address' },
  );
