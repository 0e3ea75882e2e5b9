import type { AdminOrderRow, RefundState } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { texts } from '../../texts.ts';
import { PAYMENT_TONES, paymentBadgeOf } from './payment-badge.ts';

export function PaymentChip({
  order,
}: {
  order: Pick<AdminOrderRow, 'paymentMethod' | 'paymentStatus' | 'refundState'>;
}) {
  const badge = paymentBadgeOf(order);
  return <Chip tone={PAYMENT_TONES[badge]}>{texts.orderPayments[badge]}</Chip>;
}

const REFUND_TONES: Record<RefundState, ChipTone> = { none: 'off', partial: 'warn', full: 'off' };

export function RefundChip({ state }: { state: RefundState }) {
  return <Chip tone={REFUND_TONES[state]}>{texts.refundStates[state]}</Chip>;
}
