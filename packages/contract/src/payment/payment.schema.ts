import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1), z.maxLength(100));

/** POST /payment/create-order (spec §7). */
export const createPaymentBodySchema = z.object({ orderId: id });

/**
 * What the checkout opens with (spec §4): `amount` in the minor units of `currency`, the order's
 * total as the customer saw it (docs/decisions/0031); `orderId` is the provider's order id.
 */
export const createPaymentResponseSchema = z.object({
  status: z.boolean(),
  key: z.string(),
  amount: z.int(),
  currency: z.string(),
  orderId: z.string(),
});

/** POST /payment/verify-payment (spec §7): the checkout handler's three fields and our order id. */
export const verifyPaymentBodySchema = z.object({
  razorpay_payment_id: id,
  razorpay_order_id: id,
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(200)),
  orderId: id,
  options: z.optional(z.unknown()),
});

export const verifyPaymentResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ _id: z.string(), orderNumber: z.string(), paymentStatus: z.string() }),
});

export const webhookResponseSchema = z.object({ status: z.literal('ok') });

export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
