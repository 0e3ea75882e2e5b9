import { env } from '../../../config/env.ts';

/** What the provider's checkout hands its `handler` on a successful payment. */
export type PaymentResult = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** How a checkout ended: paid, or closed by the customer (after a failed try, with its reason). */
export type CheckoutOutcome =
  { kind: 'paid'; result: PaymentResult } | { kind: 'dismissed'; failure: string | null };

type ProviderOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (result: PaymentResult) => void;
  modal: { ondismiss: () => void };
};
type FailedPayment = { error?: { description?: string } };
type ProviderCheckout = {
  open(): void;
  on(event: 'payment.failed', callback: (answer: FailedPayment) => void): void;
};
type ProviderConstructor = new (options: ProviderOptions) => ProviderCheckout;

const provider = () => (window as unknown as { Razorpay?: ProviderConstructor }).Razorpay;

let loading: Promise<void> | null = null;

/**
 * Loads the provider's `checkout.js` once (spec §2: when the cart drawer opens): the sandbox's in
 * demo mode, Razorpay's otherwise, as the runtime config says. A failed load can be tried again.
 */
export function loadCheckoutScript(src: string = env.checkoutScript): Promise<void> {
  if (provider()) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type CheckoutRequest = Pick<ProviderOptions, 'key' | 'amount' | 'currency' | 'prefill'> & {
  providerOrderId: string;
  name: string;
  description: string;
};

/**
 * Opens the provider's checkout (spec §4 card flow) and settles when it ends. A failed payment
 * keeps the provider's window open for another try, as Razorpay's does; its reason is kept for
 * when the customer closes it.
 */
export async function openCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  await loadCheckoutScript();
  const Provider = provider();
  if (!Provider) throw new Error('The payment window could not be loaded.');
  return new Promise((resolve) => {
    let failure: string | null = null;
    const checkout = new Provider({
      key: request.key,
      amount: request.amount,
      currency: request.currency,
      order_id: request.providerOrderId,
      name: request.name,
      description: request.description,
      prefill: request.prefill,
      theme: { color: '#1c1b1a' },
      handler: (result) => resolve({ kind: 'paid', result }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed', failure }) },
    });
    checkout.on('payment.failed', (answer) => {
      failure = answer.error?.description ?? '';
    });
    checkout.open();
  });
}
