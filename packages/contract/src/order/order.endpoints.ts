import type { Endpoint } from '../http.ts';
import * as s from './order.schema.ts';

/** Order calls of spec §7, with the bearer token (spec §6); `Idempotency-Key` makes add safe to retry. */
export const orderEndpoints = {
  add: {
    operationId: 'placeOrder',
    summary: 'Place an order from the cart',
    method: 'POST',
    path: '/order/add',
    body: s.createOrderBodySchema,
    response: s.createOrderResponseSchema,
  },
  list: {
    operationId: 'listOrders',
    summary: "List the customer's orders",
    method: 'GET',
    path: '/order/',
    query: s.listOrdersQuerySchema,
    response: s.orderListResponseSchema,
  },
  get: {
    operationId: 'getOrder',
    summary: "Get one of the customer's orders",
    method: 'GET',
    path: '/order/:orderId',
    params: s.orderParamsSchema,
    response: s.orderResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
