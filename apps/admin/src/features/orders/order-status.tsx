import type { AdminOrderRow, RefundState } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { formatPaise } from '../../lib/format.ts';
import { PAYMENT_TONES, paymentBadgeOf } from './payment-badge.ts';
import { texts } from './texts.ts';

export function PaymentChip({
  order,
}: {
  order: Pick<AdminOrderRow, 'paymentMethod' | 'paymentStatus' | 'refundState'>;
}) {
  const badge = paymentBadgeOf(order);
  return <Chip tone={PAYMENT_TONES[badge]}>{texts.orderPayments[badge]}</Chip>;
}

/** Cash still owed on a cash order collected short. */
export function BalanceDueChip({ amount }: { amount: number }) {
  return <Chip tone="warn">{texts.balanceDue(formatPaise(amount))}</Chip>;
}

const REFUND_TONES: Record<RefundState, ChipTone> = { none: 'off', partial: 'warn', full: 'off' };

export function RefundChip({ state }: { state: RefundState }) {
  return <Chip tone={REFUND_TONES[state]}>{texts.refundStates[state]}</Chip>;
}
