import {
  orderEndpoints as ep,
  type ListOrdersQuery,
  type OrderListResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';

/** Spec §9: orders are listed 10 at a time. */
export const ORDERS_PAGE_SIZE = 10;

/** GET /order/?orderType&page&limit (spec §7), newest first; refreshed after an order (§4). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderListResponse, ListOrdersQuery>({
      query: (params) => ({ url: ep.list.path, params }),
      responseSchema: ep.list.response,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
