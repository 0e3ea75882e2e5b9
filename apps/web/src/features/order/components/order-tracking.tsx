import type { Order } from '@aurelle/contract';
import { ArrowIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { trackingHref } from '../utils/order-stage.ts';
import { Detail } from '../../../components/ui/detail.tsx';
import styles from './orders.module.css';

/** The parcel's carrier and tracking number, and its tracking page in a new tab. */
export function OrderTracking({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  const { t } = useTranslation();
  const href = trackingHref(tracking.url);
  return (
    <div className={styles.tracking}>
      <dl className={styles.details}>
        <Detail term={t('orders.tracking.carrier')}>{tracking.carrier}</Detail>
        <div>
          <dt>{t('orders.tracking.number')}</dt>
          <dd className={styles.trackingNumber}>{tracking.number}</dd>
        </div>
      </dl>
      {href ? (
        <a className={styles.track} href={href} target="_blank" rel="noopener noreferrer">
          {t('orders.tracking.track')}
          <span className="visually-hidden"> {t('orders.tracking.newTab')}</span>
          <ArrowIcon size={16} className={styles.trackArrow} />
        </a>
      ) : null}
    </div>
  );
}
