import type { OrderStatus } from '@aurelle/contract';
import { texts } from '../texts.ts';
import { Chip, type ChipTone } from './ui/chip.tsx';

const TONES: Record<OrderStatus, ChipTone> = {
  Placed: 'warn',
  Packed: 'warn',
  Shipped: 'ok',
  Delivered: 'ok',
  Cancelled: 'off',
  Released: 'off',
};

/** The order's state in words, with the chip's mark: waiting (to do), on its way, or over. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip tone={TONES[status]}>{texts.orderStatuses[status]}</Chip>;
}
