import type { AdminOrderRow } from '@aurelle/contract';
import type { ChipTone } from '../../components/ui/chip.tsx';
import type { texts } from './texts.ts';

export type PaymentBadge = keyof typeof texts.orderPayments;

export const PAYMENT_TONES: Record<PaymentBadge, ChipTone> = {
  paid: 'ok',
  cash: 'off',
  pending: 'warn',
  failed: 'error',
  refunded: 'off',
  partly_refunded: 'warn',
};

type Payment = Pick<AdminOrderRow, 'paymentMethod' | 'paymentStatus' | 'refundState'>;

/** One word for the payment: a refund says most, then cash on delivery, then the card's state. */
export function paymentBadgeOf({
  paymentMethod,
  paymentStatus,
  refundState,
}: Payment): PaymentBadge {
  if (refundState === 'full') return 'refunded';
  if (refundState === 'partial') return 'partly_refunded';
  if (paymentMethod === 'POD') return 'cash';
  if (paymentStatus === 'paid') return 'paid';
  if (paymentStatus === 'failed') return 'failed';
  return 'pending';
}
