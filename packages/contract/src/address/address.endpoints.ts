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
    method: 'POST',
    path: '/customer/address',
    body: addressBodySchema,
    response: addressSavedResponseSchema,
  },
  update: {
    operationId: 'updateAddress',
    summary: 'Change a saved address',
    method: 'PUT',
    path: '/customer/address/:addressId',
    params: addressParamsSchema,
    body: addressBodySchema,
    response: addressSavedResponseSchema,
  },
  remove: {
    operationId: 'deleteAddress',
    summary: 'Delete a saved address',
    method: 'DELETE',
    path: '/customer/address/:addressId',
    params: addressParamsSchema,
    response: addressDeletedResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
