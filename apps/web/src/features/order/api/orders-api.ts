import {
  orderEndpoints as ep,
  type ListOrdersQuery,
  type OrderListResponse,
} from '@aurelle/contract';
import { useApiQuery } from '../../../lib/use-api.ts';

/** Spec §9: orders are listed 10 at a time. */
export const ORDERS_PAGE_SIZE = 10;

/** GET /order/?orderType&page&limit (spec §7), newest first; refreshed after an order (§4). */
export const useGetOrdersQuery = (query: ListOrdersQuery) =>
  useApiQuery<OrderListResponse>({ name: 'orders', method: 'GET', path: ep.list.path, query });
