/** An order at the provider, for `amount` minor units of `currency`. */
export type ProviderOrderInput = {
  amount: number;
  currency: string;
  /** Our order number, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
};

/**
 * A card payment provider (docs/decisions/0031): Razorpay, or the offline sandbox that behaves
 * like it. Payment and webhook signatures are checked by the payment service with the secrets.
 */
export type PaymentProvider = {
  name: 'sandbox' | 'razorpay';
  /** The public key the checkout opens with. */
  keyId: string;
  createOrder(input: ProviderOrderInput): Promise<{ id: string }>;
};
