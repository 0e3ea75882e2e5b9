import { messages, type SandboxPayResponse } from '@aurelle/contract';
import { notFound } from '../../lib/errors.ts';
import type { PaymentRepository } from './payment.repository.ts';
import { hmacHex } from './payment-signature.ts';
import { sandboxId, sendSandboxEvent } from './sandbox.provider.ts';

type Deps = {
  repo: Pick<PaymentRepository, 'byProviderOrder'>;
  secrets: { keySecret: string; webhookSecret: string };
  /** Delivers a signed webhook as the provider would (through the real webhook route). */
  deliverWebhook: (raw: string, signature: string) => Promise<void>;
};

/**
 * What the sandbox's Pay and Fail buttons do: a payment id and a signature made with the sandbox's
 * key secret (what Razorpay hands the checkout), and the signed webhook Razorpay would send.
 */
export function createSandboxService({ repo, secrets, deliverWebhook }: Deps) {
  return {
    async pay(body: {
      razorpay_order_id: string;
      outcome: 'paid' | 'failed';
      method?: string;
    }): Promise<SandboxPayResponse> {
      const payment = await repo.byProviderOrder(body.razorpay_order_id);
      if (!payment || payment.provider !== 'sandbox') throw notFound(messages.order.notFound);
      const paymentId = sandboxId('pay');
      const failed = body.outcome === 'failed';
      await sendSandboxEvent(
        { webhookSecret: secrets.webhookSecret, deliverWebhook },
        failed ? 'payment.failed' : 'payment.captured',
        {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount: payment.amount,
              currency: payment.currency,
              status: failed ? 'failed' : 'captured',
              order_id: body.razorpay_order_id,
              method: body.method ?? 'card',
              error_description: failed ? 'Payment failed in the sandbox' : null,
            },
          },
        },
      );
      if (failed)
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed in the sandbox',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: body.razorpay_order_id, payment_id: paymentId },
          },
        };
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: body.razorpay_order_id,
        razorpay_signature: hmacHex(secrets.keySecret, `${body.razorpay_order_id}|${paymentId}`),
      };
    },
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
