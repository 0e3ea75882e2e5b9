import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../lib/use-api.ts';
import { orderListQueryOf, type OrderListParams } from './order-list-params.ts';

/** How often the counts and the list's first page are asked for again, so new orders show. */
export const ORDER_REFRESH_MS = 15_000;

/**
 * How many orders are in each state and how many wait to ship: the list's tabs and the
 * navigation's badge. Asked for every 15 s while the window is shown, and on coming back to it.
 */
export function useOrderCounts(enabled = true) {
  return useApiQuery(
    'orderCounts',
    {},
    { enabled, refetchInterval: ORDER_REFRESH_MS, refetchOnWindowFocus: 'always' },
  );
}

/** A page of the list; the first page is asked for again every 15 s, so new orders show. */
export function useOrderList(params: OrderListParams) {
  const first = !params.after;
  return useApiQuery(
    'orders',
    { query: orderListQueryOf(params) },
    {
      placeholderData: keepPreviousData,
      refetchInterval: first ? ORDER_REFRESH_MS : false,
      refetchOnWindowFocus: first ? 'always' : true,
    },
  );
}
