import type { AdminCoupon } from '@aurelle/contract';
import { Link } from 'react-router';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import { couponPath } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount, formatPaise } from '../../lib/format.ts';
import { CouponStatusChip } from './coupon-status-chip.tsx';
import { discountWords, perCustomerWords, windowWords } from './coupon-words.ts';
import styles from './coupons.module.css';
import { texts } from './texts.ts';

const t = texts.coupons;
const COLUMNS = [
  { label: t.code },
  { label: t.discount },
  { label: t.usesLeft, className: tableStyles.numberColumn },
  { label: t.perCustomer, className: tableStyles.numberColumn },
  { label: t.window },
  { label: t.shown },
  { label: t.status },
];

/** Every coupon, live ones first; on a phone, each row is a card. */
export function CouponTable({ items }: { items: readonly AdminCoupon[] }) {
  return (
    <TableRegion
      label={t.tableLabel}
      className={styles.listRegion}
      tableClassName={styles.listTable}
    >
      <TableHead columns={COLUMNS} />
      <tbody>
        {items.map((coupon) => (
          <tr key={coupon.id}>
            <td className={styles.codeCell}>
              <span className={tableStyles.stack}>
                <Link to={couponPath(coupon.id)} className={styles.codeLink}>
                  {coupon.couponCode}
                </Link>
                <span className={styles.subtle}>{coupon.title.en}</span>
              </span>
            </td>
            <td data-label={t.discount} className={styles.discountCell}>
              <span className={tableStyles.stack}>
                {discountWords(coupon)}
                {coupon.minimumAmount > 0 && (
                  <span className={styles.subtle}>
                    {texts.discount.minimum(formatPaise(coupon.minimumAmount))}
                  </span>
                )}
              </span>
            </td>
            <td data-label={t.usesLeft} className={cx(tableStyles.number, styles.usesCell)}>
              {formatCount(coupon.couponQuantity)}
            </td>
            <td data-label={t.perCustomer} className={cx(tableStyles.number, styles.perCell)}>
              {perCustomerWords(coupon)}
            </td>
            <td data-label={t.window} className={styles.windowCell}>
              {windowWords(coupon)}
            </td>
            <td data-label={t.shown} className={styles.shownCell}>
              {coupon.visibility === 'open' ? t.open : t.hidden}
            </td>
            <td data-label={t.status} className={styles.statusCell}>
              <CouponStatusChip status={coupon.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
