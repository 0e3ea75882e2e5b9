import type { AdminOrderRow } from '@aurelle/contract';
import { Link } from 'react-router';
import { OrderStatusChip } from '../../components/order-status-chip.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { LinkedRow, TableHead, TableRegion } from '../../components/ui/table.tsx';
import { orderPath } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount, formatIndiaDateTime, formatPaise } from '../../lib/format.ts';
import { BalanceDueChip, PaymentChip } from './order-status.tsx';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.orders;

type Props = {
  items: readonly AdminOrderRow[];
  /** Whether the role sees money: without it, no total column at all. */
  showMoney: boolean;
  /** The list is being asked for again (new filter or page): rows fade, not vanish. */
  stale: boolean;
};

/** A page of orders, newest first; on a phone, each order is a card. */
export function OrderTable({ items, showMoney, stale }: Props) {
  const columns = [
    { label: t.number },
    { label: t.placed },
    { label: t.customer },
    { label: t.city },
    { label: t.pieces, className: tableStyles.numberColumn },
    ...(showMoney ? [{ label: t.total, className: tableStyles.numberColumn }] : []),
    { label: t.status },
    { label: t.paymentColumn },
  ];
  return (
    <TableRegion
      label={t.tableLabel}
      className={styles.orderRegion}
      tableClassName={styles.orderTable}
      cards
      stale={stale}
    >
      <TableHead columns={columns} />
      <tbody>
        {items.map((order) => (
          <LinkedRow key={order.id} to={orderPath(order.id)}>
            <td className={styles.numberCell}>
              <Link to={orderPath(order.id)} className={styles.orderNumber}>
                {order.orderNumber}
              </Link>
            </td>
            <td data-label={t.placed} className={cx(tableStyles.nowrap, styles.placedCell)}>
              <time dateTime={order.createdAt}>{formatIndiaDateTime(order.createdAt)}</time>
            </td>
            <td data-label={t.customer} className={styles.customerCell}>
              <span className={styles.twoLines}>
                <span>{order.customerName}</span>
                {order.customerEmail && (
                  <span className={styles.secondary}>{order.customerEmail}</span>
                )}
              </span>
            </td>
            <td data-label={t.city} className={styles.cityCell}>
              {order.city}
            </td>
            <td data-label={t.pieces} className={cx(tableStyles.number, styles.piecesCell)}>
              {formatCount(order.pieces)}
            </td>
            {showMoney && (
              <td data-label={t.total} className={cx(tableStyles.number, styles.totalCell)}>
                {order.total === null ? t.none : formatPaise(order.total)}
              </td>
            )}
            <td data-label={t.status} className={styles.statusCell}>
              <OrderStatusChip status={order.status} />
            </td>
            <td data-label={t.paymentColumn} className={styles.paymentCell}>
              <span className={styles.chips}>
                <PaymentChip order={order} />
                {order.balanceDue > 0 && <BalanceDueChip amount={order.balanceDue} />}
              </span>
            </td>
          </LinkedRow>
        ))}
      </tbody>
    </TableRegion>
  );
}
