import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/** Razorpay-shaped ids: a prefix and 14 base-62-looking characters. */
export const sandboxId = (prefix: 'order' | 'pay') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/**
 * The offline provider (demo only): orders are made here, and the sandbox checkout pays them with
 * signatures made with the sandbox's secrets, checked exactly as Razorpay's are.
 */
export function createSandboxProvider(keyId: string): PaymentProvider {
  return {
    name: 'sandbox',
    keyId,
    async createOrder() {
      return { id: sandboxId('order') };
    },
  };
}
