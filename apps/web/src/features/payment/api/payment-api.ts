import {
  orderEndpoints,
  paymentPaths,
  type CreateOrderInput,
  type CreateOrderResponse,
  type CreatePaymentBody,
  type CreatePaymentResponse,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
} from '@aurelle/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Placing an order and the card flow's two calls (spec §4, §7), with the bearer token.
 *
 * POST /order/add with `Idempotency-Key`: a double click or a retry never places two. Its spec
 * §4 refresh is `usePlaceOrder`'s, once the drawer has let go of the chosen coupon.
 */
export const addOrder = (body: CreateOrderInput, idempotencyKey: string) =>
  apiFetch<CreateOrderResponse>(
    { method: 'POST', path: orderEndpoints.add.path, body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** The provider's order for one of ours: what its checkout opens with. */
export const createPayment = (body: CreatePaymentBody) =>
  apiFetch<CreatePaymentResponse>({ method: 'POST', path: paymentPaths.createOrder, body });

/**
 * The checkout's signed answer; a verified payment refreshes as an order does (spec §4), which
 * `usePlaceOrder` does once the drawer has let go of the chosen coupon.
 */
export const verifyPayment = (body: VerifyPaymentBody) =>
  apiFetch<VerifyPaymentResponse>({ method: 'POST', path: paymentPaths.verify, body });
