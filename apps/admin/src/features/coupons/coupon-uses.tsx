import type { AdminCouponPage } from '@aurelle/contract';
import { Link } from 'react-router';
import { OrderStatusChip } from '../../components/order-status-chip.tsx';
import { Section } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { customerPath, orderPath } from '../../config/paths.ts';
import { formatIndiaDate, formatPaise } from '../../lib/format.ts';
import styles from './coupons.module.css';
import { texts } from './texts.ts';

const t = texts.coupon;

/** The orders that used the coupon, newest first: each a link to its order and its customer. */
export function CouponUses({ page }: { page: AdminCouponPage }) {
  const { uses, coupon } = page;
  return (
    <Section title={t.usesTitle}>
      {uses.length === 0 ? (
        <div className={tableStyles.empty}>{t.noUses}</div>
      ) : (
        <>
          <TableRegion
            label={t.usesLabel}
            className={styles.usesRegion}
            tableClassName={styles.usesTable}
          >
            <TableHead
              columns={[
                { label: t.order },
                { label: t.customer },
                { label: t.date },
                { label: t.orderStatus },
                { label: t.orderDiscount, className: tableStyles.numberColumn },
                { label: t.total, className: tableStyles.numberColumn },
              ]}
            />
            <tbody>
              {uses.map((use) => (
                <tr key={use.id}>
                  <td className={styles.orderCell}>
                    <Link to={orderPath(use.id)} className={textStyles.name}>
                      {use.orderNumber}
                    </Link>
                  </td>
                  <td data-label={t.customer} className={styles.customerCell}>
                    <Link to={customerPath(use.customerId)}>{use.customerName}</Link>
                  </td>
                  <td data-label={t.date} className={tableStyles.nowrap}>
                    <time dateTime={use.createdAt}>{formatIndiaDate(use.createdAt)}</time>
                  </td>
                  <td data-label={t.orderStatus}>
                    <OrderStatusChip status={use.status} />
                  </td>
                  <td data-label={t.orderDiscount} className={tableStyles.number}>
                    {formatPaise(use.discount)}
                  </td>
                  <td data-label={t.total} className={tableStyles.number}>
                    <span className={tableStyles.stack}>
                      {formatPaise(use.total)}
                      {use.refunded > 0 && (
                        <span className={styles.subtle}>
                          {t.refunded(formatPaise(use.refunded))}
                        </span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          {coupon.used > uses.length && (
            <p className={styles.hint}>{t.someUses(uses.length, coupon.used)}</p>
          )}
        </>
      )}
    </Section>
  );
}
