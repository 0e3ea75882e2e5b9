import type { AdminProductRow, ProductSort } from '@aurelle/contract';
import { Link } from 'react-router';
import tableStyles from '../../components/ui/table.module.css';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import textStyles from '../../components/ui/text.module.css';
import { LinkedRow, TableRegion } from '../../components/ui/table.tsx';
import { productPath } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount, formatPaise, formatShortDateTime } from '../../lib/format.ts';
import styles from './catalog.module.css';
import { FIRST_ORDER, type SortOrder } from './product-list-params.ts';
import { ProductStatusChip, StockMark } from './product-status.tsx';
import { texts } from './texts.ts';

const t = texts.products;

type Column = { label: string; sort?: ProductSort; className?: string };
const COLUMNS: readonly Column[] = [
  { label: t.picture, className: styles.pictureColumn },
  { label: t.name, sort: 'name' },
  { label: t.sku, sort: 'sku' },
  { label: t.status },
  { label: t.price, sort: 'price', className: styles.numberColumn },
  { label: t.stock, sort: 'stock', className: styles.numberColumn },
  { label: t.category },
  { label: t.updated, sort: 'updated' },
];

type Props = {
  items: readonly AdminProductRow[];
  sort: ProductSort;
  order: SortOrder;
  onSort: (sort: ProductSort, order: SortOrder) => void;
  /** The list is being asked for again (new filter, page or sort): rows fade, not vanish. */
  stale: boolean;
};

/** The products of a page, with sortable columns; on a phone, each row is a card. */
export function ProductTable({ items, sort, order, onSort, stale }: Props) {
  return (
    <TableRegion
      label={t.tableLabel}
      className={styles.productRegion}
      tableClassName={styles.productTable}
      cards
      stale={stale}
    >
      <thead>
        <tr>
          {COLUMNS.map((column) => {
            const current = column.sort === sort;
            const ariaSort = current ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
            return (
              <th key={column.label} scope="col" className={column.className} aria-sort={ariaSort}>
                {column.sort ? (
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => {
                      const by = column.sort ?? 'updated';
                      onSort(by, current ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[by]);
                    }}
                  >
                    {column.label}
                    <span className={styles.sortMark} aria-hidden="true">
                      {current ? (order === 'asc' ? '↑' : '↓') : '↕'}
                    </span>
                  </button>
                ) : column.label === t.picture ? (
                  <span className="visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <LinkedRow key={item.id} to={productPath(item.id)}>
            <td className={styles.pictureCell}>
              <Thumbnail src={item.image} size={40} className={styles.thumb} />
            </td>
            <td className={styles.nameCell}>
              <Link to={productPath(item.id)} className={textStyles.name}>
                {item.name}
              </Link>
            </td>
            <td data-label={t.sku} className={styles.skuCell}>
              <span className={textStyles.code}>{item.sku}</span>
            </td>
            <td data-label={t.status} className={styles.statusCell}>
              <span className={tableStyles.stack}>
                <ProductStatusChip status={item.status} />
                {item.hallmarked && <span className={styles.tag}>{t.hallmarked}</span>}
              </span>
            </td>
            <td data-label={t.price} className={cx(tableStyles.number, styles.priceCell)}>
              {item.metal ? (
                <span className={styles.priceWithRate}>
                  {formatPaise(item.price)}
                  <span className={styles.rateNote}>{t.byRate(texts.metals[item.metal])}</span>
                </span>
              ) : (
                formatPaise(item.price)
              )}
            </td>
            <td data-label={t.stock} className={cx(tableStyles.number, styles.stockColumn)}>
              <span className={styles.stockCell}>
                {formatCount(item.stock)}
                <StockMark stock={item.stock} lowStockAt={item.lowStockAt} />
              </span>
            </td>
            <td data-label={t.category} className={styles.categoryCell}>
              {item.category}
            </td>
            <td data-label={t.updated} className={cx(tableStyles.nowrap, styles.updatedCell)}>
              <time dateTime={item.updatedAt}>{formatShortDateTime(item.updatedAt)}</time>
            </td>
          </LinkedRow>
        ))}
      </tbody>
    </TableRegion>
  );
}
