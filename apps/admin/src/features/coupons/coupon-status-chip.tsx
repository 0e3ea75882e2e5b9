import type { CouponStatus } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { texts } from './texts.ts';

const TONES: Record<CouponStatus, ChipTone> = {
  live: 'ok',
  scheduled: 'warn',
  usedUp: 'off',
  ended: 'off',
  disabled: 'error',
};

/** Where a coupon stands, as a chip: its word, its colour only repeating it. */
export function CouponStatusChip({ status }: { status: CouponStatus }) {
  return <Chip tone={TONES[status]}>{texts.status[status]}</Chip>;
}
