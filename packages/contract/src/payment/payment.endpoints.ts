import type { Endpoint } from '../http.ts';
import { paymentPaths } from './payment.paths.ts';
import * as s from './payment.schema.ts';
import * as sandbox from './sandbox.schema.ts';

/**
 * Payment calls (spec §7): create-order and verify-payment with the bearer token; the webhook and
 * the sandbox with neither token nor API key (the webhook is proved by its signature).
 */
export const paymentEndpoints = {
  createOrder: {
    operationId: 'createPaymentOrder',
    summary: "Create the payment provider's order for a card order",
    method: 'POST',
    path: paymentPaths.createOrder,
    body: s.createPaymentBodySchema,
    response: s.createPaymentResponseSchema,
  },
  verify: {
    operationId: 'verifyPayment',
    summary: 'Verify a payment the checkout reports',
    method: 'POST',
    path: paymentPaths.verify,
    body: s.verifyPaymentBodySchema,
    response: s.verifyPaymentResponseSchema,
  },
  webhook: {
    operationId: 'receivePaymentWebhook',
    summary: "Receive the payment provider's signed event",
    method: 'POST',
    path: '/payment/webhook',
    response: s.webhookResponseSchema,
  },
  sandboxPay: {
    operationId: 'submitSandboxPayment',
    summary: 'Pay or fail in the sandbox checkout (demo only)',
    method: 'POST',
    path: '/payment/sandbox/pay',
    body: sandbox.sandboxPayBodySchema,
    response: sandbox.sandboxPayResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** The sandbox checkout's files, under the prefix that needs no API key. */
export const SANDBOX_CHECKOUT_PATH = '/payment/sandbox/checkout.js';
export const SANDBOX_STYLESHEET_PATH = '/payment/sandbox/checkout.css';
