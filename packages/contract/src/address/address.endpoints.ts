import * as z from 'zod/mini';
import { profileResponseSchema } from '../auth/auth.schema.ts';
import type { Endpoint } from '../http.ts';
import { addressBodySchema, addressParamsSchema, addressSchema } from './address.schema.ts';

/**
 * A change answers the refreshed profile (spec §4 refreshes it after every address change), the
 * §8 success text as `message`, and the saved address.
 */
export const addressSavedResponseSchema = z.extend(profileResponseSchema, {
  message: z.string(),
  address: addressSchema,
});
export const addressDeletedResponseSchema = z.extend(profileResponseSchema, {
  message: z.string(),
});
export type AddressSavedResponse = z.infer<typeof addressSavedResponseSchema>;
export type AddressDeletedResponse = z.infer<typeof addressDeletedResponseSchema>;

/** Saved addresses (spec §7), bearer; another customer's address id answers 404. */
export const addressEndpoints = {
  add: {
    operationId: 'addAddress',
    summary: 'Save a new address',
    tag: 'address',
    access: 'customer',
    method: 'POST',
    path: '/customer/address',
    body: addressBodySchema,
    response: addressSavedResponseSchema,
    responseName: 'AddressSavedResponse',
    responseDescription: 'The refreshed profile, the success message and the saved address',
    errors: [409],
  },
  update: {
    operationId: 'updateAddress',
    summary: 'Change a saved address',
    tag: 'address',
    access: 'customer',
    method: 'PUT',
    path: '/customer/address/:addressId',
    params: addressParamsSchema,
    body: addressBodySchema,
    response: addressSavedResponseSchema,
    responseName: 'AddressSavedResponse',
    responseDescription: 'The refreshed profile, the success message and the saved address',
    errors: [404],
  },
  remove: {
    operationId: 'deleteAddress',
    summary: 'Delete a saved address',
    tag: 'address',
    access: 'customer',
    method: 'DELETE',
    path: '/customer/address/:addressId',
    params: addressParamsSchema,
    response: addressDeletedResponseSchema,
    responseName: 'AddressDeletedResponse',
    responseDescription: 'The refreshed profile and the success message',
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
