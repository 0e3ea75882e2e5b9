import { useTranslation } from '../../../lib/use-translation.ts';
import { StockNote } from '../../../components/ui/stock-note.tsx';
import { formatStockBadge } from '../../../utils/format-badge.ts';

/** Spec §9: the count up to 99, '99+' above, and 'out of stock' at 0. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  return (
    <StockNote soldOut={stock <= 0} data-testid="stock">
      {stock <= 0
        ? t('product.outOfStock')
        : `${t('product.inStock')} · ${t('product.stockCount', { formatted: formatStockBadge(stock) })}`}
    </StockNote>
  );
}
