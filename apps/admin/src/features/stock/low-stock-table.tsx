import type { LowStockItem } from '@aurelle/contract';
import { Link } from 'react-router';
import tableStyles from '../../components/ui/table.module.css';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import textStyles from '../../components/ui/text.module.css';
import { DataTable } from '../../components/ui/table.tsx';
import { stockItemPath } from '../../config/paths.ts';
import { formatCount } from '../../lib/format.ts';
import styles from './stock.module.css';
import { StockStatus } from './stock-status.tsx';
import { texts } from './texts.ts';

const t = texts.stock;
const COLUMNS = [t.name, t.sku, t.stock, t.threshold, t.status];

/**
 * The products (or, for a product with options, its sizes) at or under their threshold, in the
 * server's order; each name opens its stock.
 */
export function LowStockTable({ items }: { items: readonly LowStockItem[] }) {
  return (
    <DataTable label={t.lowLabel} columns={COLUMNS} isEmpty={items.length === 0} empty={t.empty}>
      {items.map((item) => (
        <tr key={item.variantId ?? item.productId}>
          <td data-label={t.name}>
            <span className={styles.product}>
              <Thumbnail src={item.image} size={40} className={styles.thumb} />
              <span>
                <Link to={stockItemPath(item.productId)} className={textStyles.name}>
                  {item.name}
                </Link>
                {item.options && <span className={styles.options}>{item.options}</span>}
              </span>
            </span>
          </td>
          <td data-label={t.sku}>
            <span className={textStyles.code}>{item.sku}</span>
          </td>
          <td data-label={t.stock} className={styles.number}>
            {formatCount(item.stock)}
          </td>
          <td data-label={t.threshold} className={styles.number}>
            {formatCount(item.lowStockAt)}
          </td>
          <td data-label={t.status} className={tableStyles.nowrap}>
            <StockStatus stock={item.stock} lowStockAt={item.lowStockAt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
