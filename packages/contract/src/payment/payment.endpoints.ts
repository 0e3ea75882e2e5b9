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
    tag: 'payment',
    access: 'customer',
    method: 'POST',
    path: paymentPaths.createOrder,
    body: s.createPaymentBodySchema,
    response: s.createPaymentResponseSchema,
    responseName: 'CreatePaymentResponse',
    responseDescription:
      "What the checkout opens with: the key, the amount and the provider's order id",
    errors: [404, 409, 503],
  },
  verify: {
    operationId: 'verifyPayment',
    summary: 'Verify a payment the checkout reports',
    tag: 'payment',
    access: 'customer',
    method: 'POST',
    path: paymentPaths.verify,
    body: s.verifyPaymentBodySchema,
    response: s.verifyPaymentResponseSchema,
    responseName: 'VerifyPaymentResponse',
    responseDescription: 'The payment is verified: the order and its payment status',
    errors: [404, 409],
  },
  webhook: {
    operationId: 'receivePaymentWebhook',
    summary: "Receive the payment provider's signed event",
    tag: 'payment',
    access: 'open',
    method: 'POST',
    path: '/payment/webhook',
    response: s.webhookResponseSchema,
    responseName: 'WebhookResponse',
    responseDescription: 'The event is taken',
    errors: [400],
  },
  sandboxPay: {
    operationId: 'submitSandboxPayment',
    summary: 'Pay or fail in the sandbox checkout (demo only)',
    tag: 'payment',
    access: 'open',
    method: 'POST',
    path: '/payment/sandbox/pay',
    body: sandbox.sandboxPayBodySchema,
    response: sandbox.sandboxPayResponseSchema,
    responseName: 'SandboxPayResponse',
    responseDescription: "What the provider's checkout hands the page: a paid payment or a failure",
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;

/** The sandbox checkout's files, under the prefix that needs no API key. */
export const SANDBOX_CHECKOUT_PATH = '/payment/sandbox/checkout.js';
export const SANDBOX_STYLESHEET_PATH = '/payment/sandbox/checkout.css';
