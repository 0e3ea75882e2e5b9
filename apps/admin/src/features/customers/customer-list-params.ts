import type { CallInput } from '../../lib/api.ts';

/** Customers a page of the list shows. */
export const CUSTOMER_PAGE_SIZE = 50;

/** The customer list's state as its address carries it, so a link or a reload shows the same. */
export type CustomerListParams = {
  q: string;
  /** The cursor of this page (the `next` of the page before); empty on the first. */
  after: string;
  /** This page's number, for "Page 2" only: the cursor alone says where it starts. */
  page: number;
};

export function readCustomerParams(search: URLSearchParams): CustomerListParams {
  const after = search.get('after') ?? '';
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    after,
    page: after && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address for the list: a new search starts from the first page; empty values are left out. */
export function writeCustomerParams(params: CustomerListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) search.set('q', q);
  if (params.after) {
    search.set('after', params.after);
    search.set('page', String(params.page));
  }
  return search;
}

/** The list call's query for these params. */
export function customerQueryOf(params: CustomerListParams): CallInput<'customers'>['query'] {
  return {
    q: params.q.trim() || undefined,
    after: params.after || undefined,
    limit: CUSTOMER_PAGE_SIZE,
  };
}
