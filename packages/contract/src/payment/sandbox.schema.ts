import * as z from 'zod/mini';

// The sandbox's own calls, apart from the customer's payment schemas: the web never loads these.
const id = z.string().check(z.minLength(1), z.maxLength(100));

/** POST /payment/sandbox/pay: the sandbox dialog's Pay or Fail button. */
export const sandboxPayBodySchema = z.object({
  razorpay_order_id: id,
  outcome: z.enum(['paid', 'failed']),
  method: z._default(z.enum(['card', 'upi', 'netbanking']), 'card'),
});

/** Paid: what Razorpay hands the `handler`; failed: what it hands `payment.failed`. */
export const sandboxPayResponseSchema = z.union([
  z.object({
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

export type SandboxPayBody = z.input<typeof sandboxPayBodySchema>;
export type SandboxPayResponse = z.infer<typeof sandboxPayResponseSchema>;
