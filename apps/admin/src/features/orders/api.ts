import { ApiError } from '@aurelle/client';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hrefOf, type CallInput, type EndpointName } from '../../lib/api.ts';
import { queryKeyOf, useApiDownload, useApiMutation, useApiQuery } from '../../lib/use-api.ts';
import { orderListQueryOf, type OrderListParams } from './order-list-params.ts';

/** How often the counts and the list's first page are asked for again, so new orders show. */
export const ORDER_REFRESH_MS = 15_000;

/** What a change of an order makes stale besides the order itself (set from the answer). */
export const ORDER_CHANGES: readonly EndpointName[] = [
  'orders',
  'orderCounts',
  'workQueue',
  'sales',
  'stockHistory',
  'lowStock',
  'listPieces',
];

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

const orderInput = (orderId: string) => ({ params: { orderId } });
const orderKey = (orderId: string) => queryKeyOf('order', orderInput(orderId));

export function useOrder(orderId: string) {
  return useApiQuery('order', orderInput(orderId));
}

/** The calls that change an order; each answers the order as it is after the change. */
export type OrderAction =
  'packOrder' | 'shipOrder' | 'deliverOrder' | 'cancelOrder' | 'addOrderNote' | 'refundOrder';

/**
 * A change of an order. Its answer replaces the order on screen; a 409 (someone acted first, or a
 * rule refused) loads the order again, and the caller shows the server's message.
 */
export function useOrderAction<N extends OrderAction>(name: N, orderId: string) {
  const client = useQueryClient();
  const mutation = useApiMutation(name, {
    invalidates: ORDER_CHANGES,
    onSuccess: (order) => client.setQueryData(orderKey(orderId), order),
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (input: Omit<CallInput<N>, 'params'>) => {
      try {
        return await mutateAsync({ ...input, params: { orderId } } as CallInput<N>);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          void client.invalidateQueries({ queryKey: orderKey(orderId) });
        }
        throw error;
      }
    },
    [mutateAsync, client, orderId],
  );
  return { run, isPending: mutation.isPending, reset: mutation.reset };
}

/** The address that downloads the orders of a range of days as CSV, for a plain link. */
export function exportOrdersHref(range: { from: string; to: string }): string {
  return hrefOf('exportOrders', { query: range });
}

/** The order's packing slip, a PDF saved under the server's name. */
export function usePackingSlip(orderId: string) {
  const { mutate, ...state } = useApiDownload('packingSlip', 'packing-slip.pdf');
  const download = useCallback(() => mutate({ params: { orderId } }), [mutate, orderId]);
  return { download, isPending: state.isPending, error: state.error };
}

/** One PDF of the slips of every order waiting to be packed. */
export function usePackingSlipsToPack() {
  const { mutate, ...state } = useApiDownload('packingSlips', 'packing-slips.pdf');
  const download = useCallback(() => mutate({}), [mutate]);
  return { download, isPending: state.isPending, error: state.error };
}
