import type { Endpoint } from '../http.ts';
import * as s from './order.schema.ts';

/** Order calls of spec §7, with the bearer token (spec §6); `Idempotency-Key` makes add safe to retry. */
export const orderEndpoints = {
  add: {
    method: 'POST',
    path: '/order/add',
    body: s.createOrderBodySchema,
    response: s.createOrderResponseSchema,
  },
  list: {
    method: 'GET',
    path: '/order/',
    query: s.listOrdersQuerySchema,
    response: s.orderListResponseSchema,
  },
  get: {
    method: 'GET',
    path: '/order/:orderId',
    params: s.orderParamsSchema,
    response: s.orderResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
