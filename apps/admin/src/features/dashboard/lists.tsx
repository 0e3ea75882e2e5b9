import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Section } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { LinkedRow, TableHead, TableRegion, TableSkeleton } from '../../components/ui/table.tsx';
import { orderPath, stockItemPath } from '../../config/paths.ts';
import { formatIndiaDateTime, formatPaise } from '../../lib/format.ts';
import { useLowStock, useRecentOrders } from './api.ts';
import styles from './lists.module.css';
import { texts } from './texts.ts';

const t = texts.dashboard;
/** The dashboard shows the first few of the low-stock list; the stock screen has them all. */
const LOW_STOCK_SHOWN = 5;

const orderColumns = [
  { label: t.orderColumns.order },
  { label: t.orderColumns.placed },
  { label: t.orderColumns.customer },
  { label: t.orderColumns.status },
  { label: t.orderColumns.total, className: tableStyles.numberColumn },
];

/** The newest orders, each a link to its page; `allLink`: the orders screen. */
export function RecentOrders({ allLink }: { allLink: string }) {
  const orders = useRecentOrders();
  return (
    <Section title={t.recentOrders}>
      {orders.isPending ? (
        <TableSkeleton rows={5} />
      ) : orders.isError ? (
        <Alert>{orders.error.message}</Alert>
      ) : orders.data.items.length === 0 ? (
        <p className={styles.empty}>{t.recentEmpty}</p>
      ) : (
        <TableRegion label={t.recentOrders}>
          <TableHead columns={orderColumns} />
          <tbody>
            {orders.data.items.map((order) => (
              <LinkedRow key={order.id} to={orderPath(order.id)}>
                <td>
                  <Link to={orderPath(order.id)}>{order.orderNumber}</Link>
                </td>
                <td className={tableStyles.nowrap}>{formatIndiaDateTime(order.createdAt)}</td>
                <td>{order.customerName}</td>
                <td>{texts.orderStatuses[order.status]}</td>
                <td className={tableStyles.number}>
                  {order.total === null ? '' : formatPaise(order.total)}
                </td>
              </LinkedRow>
            ))}
          </tbody>
        </TableRegion>
      )}
      <Link to={allLink} className={styles.more}>
        {t.allOrders}
      </Link>
    </Section>
  );
}

/** The products lowest in stock, sold-out ones first, each a link to its stock; `allLink`: all. */
export function LowStockList({ allLink }: { allLink: string }) {
  const low = useLowStock();
  return (
    <Section title={t.lowStockList}>
      {low.isPending ? (
        <TableSkeleton rows={3} />
      ) : low.isError ? (
        <Alert>{low.error.message}</Alert>
      ) : low.data.items.length === 0 ? (
        <p className={styles.empty}>{t.lowStockEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {low.data.items.slice(0, LOW_STOCK_SHOWN).map((item) => (
            <li key={`${item.productId}:${item.variantId ?? ''}`} className={styles.item}>
              <Link to={stockItemPath(item.productId)} className={styles.name}>
                {item.name}
              </Link>
              {item.options && <span className={styles.options}>{item.options}</span>}
              <span className={item.stock === 0 ? styles.out : styles.stock}>
                {item.stock === 0 ? t.soldOut : t.stockLeft(item.stock, item.lowStockAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={allLink} className={styles.more}>
        {t.allStock}
      </Link>
    </Section>
  );
}

/** The lists side by side on a wide screen, one above the other on a phone. */
export function ListsRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
