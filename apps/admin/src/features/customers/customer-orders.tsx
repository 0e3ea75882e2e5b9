import type { AdminCustomer } from '@aurelle/contract';
import { Link } from 'react-router';
import { OrderStatusChip } from '../../components/order-status-chip.tsx';
import { Section } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { orderPath } from '../../config/paths.ts';
import { formatIndiaDate, formatPaise } from '../../lib/format.ts';
import styles from './customers.module.css';
import { texts } from './texts.ts';

const t = texts.customer;

/** Their orders, newest first, each a link to its page. */
export function CustomerOrders({ customer }: { customer: AdminCustomer }) {
  const { orders, orderCount } = customer;
  return (
    <Section title={t.ordersTitle}>
      {orders.length === 0 ? (
        <div className={tableStyles.empty}>{t.noOrders}</div>
      ) : (
        <>
          <TableRegion
            label={t.ordersLabel}
            className={styles.ordersRegion}
            tableClassName={styles.ordersTable}
          >
            <TableHead
              columns={[
                { label: t.order },
                { label: t.date },
                { label: t.status },
                { label: t.total, className: tableStyles.numberColumn },
              ]}
            />
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className={styles.orderCell}>
                    <Link to={orderPath(order.id)} className={textStyles.name}>
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td data-label={t.date} className={tableStyles.nowrap}>
                    <time dateTime={order.createdAt}>{formatIndiaDate(order.createdAt)}</time>
                  </td>
                  <td data-label={t.status}>
                    <OrderStatusChip status={order.status} />
                  </td>
                  <td data-label={t.total} className={tableStyles.number}>
                    <span className={styles.total}>
                      {formatPaise(order.total)}
                      {order.refunded > 0 && (
                        <span className={styles.refunded}>
                          {t.refunded(formatPaise(order.refunded))}
                        </span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          {orderCount > orders.length && (
            <p className={styles.hint}>{t.someOrders(orders.length, orderCount)}</p>
          )}
        </>
      )}
    </Section>
  );
}
