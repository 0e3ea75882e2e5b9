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
  invoice: {
    operationId: 'getOrderInvoice',
    summary: "The customer's GST tax invoice for an order, as a PDF, once it has shipped",
    method: 'GET',
    path: '/order/:orderId/invoice',
    params: s.orderParamsSchema,
    response: s.orderDocumentPdfSchema,
  },
  creditNote: {
    operationId: 'getOrderCreditNote',
    summary: "One of the customer's credit notes for an order, as a PDF",
    method: 'GET',
    path: '/order/:orderId/credit-notes/:creditNoteId',
    params: s.creditNoteParamsSchema,
    response: s.orderDocumentPdfSchema,
  },
} as const satisfies Record<string, Endpoint>;
