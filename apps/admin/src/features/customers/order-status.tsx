import type { OrderStatus } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { texts } from '../../texts.ts';

const TONES: Record<OrderStatus, ChipTone> = {
  Placed: 'warn',
  Packed: 'warn',
  Shipped: 'ok',
  Delivered: 'ok',
  Cancelled: 'off',
  Released: 'off',
};

/** An order's state as a labelled chip. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip tone={TONES[status]}>{texts.orderStatuses[status]}</Chip>;
}
