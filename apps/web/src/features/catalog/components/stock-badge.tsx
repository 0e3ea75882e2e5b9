import { useTranslation } from '../../../lib/use-translation.ts';
import { formatStockBadge } from '../../../utils/format-badge.ts';
import styles from './product-purchase.module.css';

/** Spec §9: the count up to 99, '99+' above, and 'out of stock' at 0. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock <= 0) {
    return (
      <span className={`${styles.stock} ${styles.soldOut}`} data-testid="stock">
        {t('product.outOfStock')}
      </span>
    );
  }
  return (
    <span className={styles.stock} data-testid="stock">
      <span className={styles.dot} aria-hidden="true" />
      {t('product.inStock')} · {t('product.stockCount', { formatted: formatStockBadge(stock) })}
    </span>
  );
}
