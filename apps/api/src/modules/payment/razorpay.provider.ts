import Razorpay from 'razorpay';
import type { PaymentProvider } from './payment-provider.ts';

type Config = { keyId: string; keySecret: string; apiUrl: string };

/** Razorpay's orders API through its official SDK; `apiUrl` points it at a stand-in in tests. */
export function createRazorpayProvider({ keyId, keySecret, apiUrl }: Config): PaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK fixes its host; its axios instance takes another (tests answer like Razorpay).
  (
    client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
  ).api.rq.defaults.baseURL = apiUrl;
  return {
    name: 'razorpay',
    keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      const order = await client.orders.create({ amount, currency, receipt, notes });
      return { id: order.id };
    },
  };
}
