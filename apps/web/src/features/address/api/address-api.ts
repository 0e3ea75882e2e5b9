import {
  addressEndpoints as ep,
  type AddressBody,
  type AddressDeletedResponse,
  type AddressSavedResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';

const at = (path: string, addressId: string) =>
  path.replace(':addressId', encodeURIComponent(addressId));

/** Saved addresses (spec §7), bearer; every change refreshes the profile (spec §4). */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    addAddress: build.mutation<AddressSavedResponse, AddressBody>({
      query: (body) => ({ url: ep.add.path, method: 'POST', body }),
      responseSchema: ep.add.response,
      invalidatesTags: [...refreshes.address],
    }),
    updateAddress: build.mutation<AddressSavedResponse, { addressId: string; body: AddressBody }>({
      query: ({ addressId, body }) => ({ url: at(ep.update.path, addressId), method: 'PUT', body }),
      responseSchema: ep.update.response,
      invalidatesTags: [...refreshes.address],
    }),
    deleteAddress: build.mutation<AddressDeletedResponse, string>({
      query: (addressId) => ({ url: at(ep.remove.path, addressId), method: 'DELETE' }),
      responseSchema: ep.remove.response,
      invalidatesTags: [...refreshes.address],
    }),
  }),
});

export const { useAddAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } =
  addressApi;
