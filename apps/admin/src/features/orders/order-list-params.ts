import {
  ORDER_PAYMENT_FILTERS,
  ORDER_STATUSES,
  type OrderPaymentFilter,
  type OrderStatus,
} from '@aurelle/contract';
import type { CallInput } from '../../lib/api.ts';
import { listAddress, oneOf, readPage, type PageParams } from '../../lib/list-params.ts';

/** Orders a page of the list shows. */
export const ORDER_PAGE_SIZE = 50;

export const PAYMENT_METHODS = ['razorpay', 'POD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The order list's state as its address carries it, so a link or a reload shows the same. */
export type OrderListParams = PageParams & {
  status: OrderStatus | '';
  method: PaymentMethod | '';
  payment: OrderPaymentFilter | '';
  /** Placed on or after this day (2026-11-01), India's time. */
  from: string;
  /** Placed on or before this day, India's time. */
  to: string;
  q: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (value: string | null): string => (value && DAY.test(value) ? value : '');

export function readOrderParams(search: URLSearchParams): OrderListParams {
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    method: oneOf(PAYMENT_METHODS, search.get('method')),
    payment: oneOf(ORDER_PAYMENT_FILTERS, search.get('payment')),
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
    q: search.get('q') ?? '',
    ...readPage(search),
  };
}

/** The address for a state of the list. */
export function writeOrderParams(params: OrderListParams): URLSearchParams {
  const { status, q, method, payment, from, to } = params;
  return listAddress({ status, q: q.trim(), method, payment, from, to }, params);
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
