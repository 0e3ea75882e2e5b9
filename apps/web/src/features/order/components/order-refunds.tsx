import type { Order } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDate } from '../utils/dates.ts';
import styles from './orders.module.css';

/** Each refund of the order: how much, whether it is back yet, and when it was made. */
export function OrderRefunds({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const heading = `order-${order._id}-refunds`;
  return (
    <section className={styles.refunds} aria-labelledby={heading}>
      <h4 id={heading} className={styles.label}>
        {t('orders.refunds.title')}
      </h4>
      <ul>
        {order.refunds.map((refund, index) => (
          <li key={`${refund.createdAt}-${index}`} className={styles.refund}>
            <span className={styles.refundAmount}>{refund.amountFormatted}</span>
            <span className={styles.refundState} data-status={refund.status}>
              {t(`orders.refunds.${refund.status}`)}
            </span>
            <time dateTime={refund.createdAt}>{formatDate(i18n.language, refund.createdAt)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
