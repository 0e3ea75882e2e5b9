import type { ProductStatus } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { texts } from './texts.ts';

const TONES: Record<ProductStatus, ChipTone> = { draft: 'warn', active: 'ok', archived: 'off' };

/** Draft, active or archived, in words with the chip's mark. */
export function ProductStatusChip({ status }: { status: ProductStatus }) {
  return <Chip tone={TONES[status]}>{texts.productStatuses[status]}</Chip>;
}

/** A count of pieces with "Sold out" at 0 and "Low" at or under the threshold. */
export function StockMark({ stock, lowStockAt }: { stock: number; lowStockAt: number }) {
  if (stock <= 0) return <Chip tone="error">{texts.products.soldOut}</Chip>;
  if (stock <= lowStockAt) return <Chip tone="warn">{texts.products.low}</Chip>;
  return null;
}
