import {
  ORDER_PAYMENT_FILTERS,
  ORDER_STATUSES,
  type OrderPaymentFilter,
  type OrderStatus,
} from '@aurelle/contract';
import type { CallInput } from '../../lib/api.ts';

/** Orders a page of the list shows. */
export const ORDER_PAGE_SIZE = 50;

export const PAYMENT_METHODS = ['razorpay', 'POD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The order list's state as its address carries it, so a link or a reload shows the same. */
export type OrderListParams = {
  status: OrderStatus | '';
  method: PaymentMethod | '';
  payment: OrderPaymentFilter | '';
  /** Placed on or after this day (2026-11-01), India's time. */
  from: string;
  /** Placed on or before this day, India's time. */
  to: string;
  q: string;
  /** The cursor of this page (the `next` of the page before); empty on the first. */
  after: string;
  /** This page's number, for "Orders 51–100" only: the cursor alone says where it starts. */
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value when it is one of `values`, else '' (no filter). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

const dayOf = (value: string | null): string => (value && DAY.test(value) ? value : '');

export function readOrderParams(search: URLSearchParams): OrderListParams {
  const after = search.get('after') ?? '';
  const page = Number(search.get('page'));
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    method: oneOf(PAYMENT_METHODS, search.get('method')),
    payment: oneOf(ORDER_PAYMENT_FILTERS, search.get('payment')),
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
    q: search.get('q') ?? '',
    after,
    page: after && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address for a state of the list; empty filters are left out so it stays short. */
export function writeOrderParams(params: OrderListParams): URLSearchParams {
  const search = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value) search.set(name, value);
  };
  set('status', params.status);
  set('q', params.q.trim());
  set('method', params.method);
  set('payment', params.payment);
  set('from', params.from);
  set('to', params.to);
  if (params.after) {
    set('after', params.after);
    set('page', String(params.page));
  }
  return search;
}

/** Whether anything narrows the list besides its status tab. */
export function isFiltered(params: OrderListParams): boolean {
  return Boolean(params.q.trim() || params.method || params.payment || params.from || params.to);
}

/** The list call's query for these params. */
export function orderListQueryOf(params: OrderListParams): CallInput<'orders'>['query'] {
  return {
    status: params.status || undefined,
    method: params.method || undefined,
    payment: params.payment || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
    q: params.q.trim() || undefined,
    after: params.after || undefined,
    limit: ORDER_PAGE_SIZE,
  };
}
