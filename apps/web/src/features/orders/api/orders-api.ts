import {
  orderEndpoints as ep,
  type CreateOrderInput,
  type CreateOrderResponse,
  type ListOrdersQuery,
  type OrderListResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';

/** Spec §9: orders are listed 10 at a time. */
export const ORDERS_PAGE_SIZE = 10;

/** One attempt at placing an order: a retry with the same key answers the same order. */
export type PlaceOrderArgs = { body: CreateOrderInput; idempotencyKey: string };

/** GET /order/?orderType&page&limit (spec §7), newest first; refreshed after an order (§4). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderListResponse, ListOrdersQuery>({
      query: (params) => ({ url: ep.list.path, params }),
      responseSchema: ep.list.response,
      providesTags: ['Orders'],
    }),
    /**
     * POST /order/add with `Idempotency-Key`: a double click or a retry never places two. Its
     * spec §4 refresh is `usePlaceOrder`'s, once the drawer has let go of the chosen coupon.
     */
    addOrder: build.mutation<CreateOrderResponse, PlaceOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: ep.add.path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: ep.add.response,
    }),
  }),
});

export const { useGetOrdersQuery, useAddOrderMutation } = ordersApi;
