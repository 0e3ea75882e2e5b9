import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderRefund } from './payment-provider.ts';
import { hmacHex } from './payment-signature.ts';

/** Razorpay-shaped ids: a prefix and 14 base-62-looking characters. */
export const sandboxId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/** A refund whose reason starts with this fails in the sandbox (to see a failed refund offline). */
export const SANDBOX_FAIL_REFUND = 'sandbox-fail';

export type SandboxWebhooks = {
  webhookSecret: string;
  /** Delivers a signed webhook as the provider would (through the real webhook route). */
  deliverWebhook: (raw: string, signature: string) => Promise<void>;
};

/** Sends an event as Razorpay's webhook would: in its envelope, signed with the webhook secret. */
export async function sendSandboxEvent(webhooks: SandboxWebhooks, event: string, payload: object) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  await webhooks.deliverWebhook(raw, hmacHex(webhooks.webhookSecret, raw));
}

/**
 * The offline provider (demo only): orders are made here, and the sandbox checkout pays them with
 * signatures made with the sandbox's secrets, checked exactly as Razorpay's are. A refund answers
 * `pending` and its outcome comes as Razorpay's would, by a signed `refund.processed` or
 * `refund.failed` webhook; the same idempotency key answers the same refund.
 */
export function createSandboxProvider(keyId: string, webhooks: SandboxWebhooks): PaymentProvider {
  const refunds = new Map<string, ProviderRefund>();
  return {
    name: 'sandbox',
    keyId,
    async createOrder() {
      return { id: sandboxId('order') };
    },
    async refund({ paymentId, amount, idempotencyKey, notes }) {
      const known = refunds.get(idempotencyKey);
      if (known) return known;
      const refund: ProviderRefund = { id: sandboxId('rfnd'), status: 'pending' };
      refunds.set(idempotencyKey, refund);
      const failed = (notes.reason ?? '').startsWith(SANDBOX_FAIL_REFUND);
      await sendSandboxEvent(webhooks, failed ? 'refund.failed' : 'refund.processed', {
        refund: {
          entity: {
            id: refund.id,
            entity: 'refund',
            amount,
            payment_id: paymentId,
            notes,
            status: failed ? 'failed' : 'processed',
            speed_processed: 'normal',
          },
        },
        payment: { entity: { id: paymentId, entity: 'payment' } },
      });
      return refund;
    },
  };
}
