/** An order at the provider, for `amount` minor units of `currency`. */
export type ProviderOrderInput = {
  amount: number;
  currency: string;
  /** Our order number, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
};

/** A refund asked of the provider, of a captured payment, in its currency's minor units. */
export type ProviderRefundInput = {
  paymentId: string;
  amount: number;
  /** The same key asks once however often it is sent (Razorpay's `X-Refund-Idempotency`). */
  idempotencyKey: string;
  notes: Record<string, string>;
};

/** The provider's answer: its refund's id and state (the outcome may follow by webhook). */
export type ProviderRefund = { id: string; status: 'pending' | 'processed' | 'failed' };

/** The provider answered and refused: nothing was refunded (unlike a call that got no answer). */
export class ProviderRefused extends Error {}

/**
 * A card payment provider (docs/decisions/0031): Razorpay, or the offline sandbox that behaves
 * like it. Payment and webhook signatures are checked by the payment service with the secrets.
 */
export type PaymentProvider = {
  name: 'sandbox' | 'razorpay';
  /** The public key the checkout opens with. */
  keyId: string;
  createOrder(input: ProviderOrderInput): Promise<{ id: string }>;
  /**
   * Refunds part or all of a captured payment. Rejects with `ProviderRefused` when the provider
   * said no, and with another error when no answer came (then the outcome is unknown: ask again
   * with the same idempotency key).
   */
  refund(input: ProviderRefundInput): Promise<ProviderRefund>;
};
