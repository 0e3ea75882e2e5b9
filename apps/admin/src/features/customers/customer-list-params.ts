import type { CallInput } from '../../lib/api.ts';
import { listAddress, readPage, type PageParams } from '../../lib/list-params.ts';

/** Customers a page of the list shows. */
export const CUSTOMER_PAGE_SIZE = 50;

/** The customer list's state as its address carries it, so a link or a reload shows the same. */
export type CustomerListParams = PageParams & { q: string };

export function readCustomerParams(search: URLSearchParams): CustomerListParams {
  return { q: search.get('q') ?? '', ...readPage(search) };
}

/** The address for the list: a new search starts from the first page; empty values are left out. */
export function writeCustomerParams(params: CustomerListParams): URLSearchParams {
  return listAddress({ q: params.q.trim() }, params);
}

/** The list call's query for these params. */
export function customerQueryOf(params: CustomerListParams): CallInput<'customers'>['query'] {
  return {
    q: params.q.trim() || undefined,
    after: params.after || undefined,
    limit: CUSTOMER_PAGE_SIZE,
  };
}
