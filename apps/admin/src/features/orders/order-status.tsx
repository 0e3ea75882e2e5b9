import type { AdminOrderRow, OrderStatus, RefundState } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { texts } from '../../texts.ts';
import { PAYMENT_TONES, paymentBadgeOf } from './payment-badge.ts';

const STATUS_TONES: Record<OrderStatus, ChipTone> = {
  Placed: 'warn',
  Packed: 'warn',
  Shipped: 'ok',
  Delivered: 'ok',
  Cancelled: 'off',
  Released: 'off',
};

/** The order's state in words, with the chip's mark: waiting (to do), on its way, or over. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip tone={STATUS_TONES[status]}>{texts.orderStatuses[status]}</Chip>;
}

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
