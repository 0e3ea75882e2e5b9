import { Chip } from '../../components/ui/chip.tsx';
import { texts } from './texts.ts';

/** "Sold out" at 0, "Low" at or under the threshold, nothing above it: in words, not colour. */
export function StockStatus({ stock, lowStockAt }: { stock: number; lowStockAt: number }) {
  if (stock <= 0) return <Chip tone="error">{texts.stock.soldOut}</Chip>;
  if (stock <= lowStockAt) return <Chip tone="warn">{texts.stock.lowChip}</Chip>;
  return null;
}
