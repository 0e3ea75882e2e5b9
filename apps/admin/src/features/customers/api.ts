import { keepPreviousData } from '@tanstack/react-query';
import type { EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';
import { customerQueryOf, type CustomerListParams } from './customer-list-params.ts';

/** What a note or an erasure makes stale: the customer's page and the list (names, figures). */
export const CUSTOMER_CHANGES: readonly EndpointName[] = ['customer', 'customers'];

/** A page of the customer list; the rows on screen stay until the next page or search comes. */
export function useCustomerList(params: CustomerListParams) {
  return useApiQuery(
    'customers',
    { query: customerQueryOf(params) },
    { placeholderData: keepPreviousData },
  );
}

export function useCustomer(customerId: string) {
  return useApiQuery('customer', { params: { customerId } });
}

export function useAddCustomerNote() {
  return useApiMutation('addCustomerNote', { invalidates: CUSTOMER_CHANGES });
}

export function useEraseCustomer() {
  return useApiMutation('eraseCustomer', { invalidates: CUSTOMER_CHANGES });
}
