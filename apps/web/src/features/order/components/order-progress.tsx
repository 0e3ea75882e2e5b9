import type { Order } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDate } from '../utils/dates.ts';
import { PROGRESS_STEPS, type OrderStage } from '../utils/order-stage.ts';
import styles from './orders.module.css';

/**
 * Where a confirmed order is: Placed → Packed → Shipped → Delivered, each step reached with its
 * date. A cancelled or released order says so plainly instead; one awaiting payment shows none.
 */
export function OrderProgress({ order, stage }: { order: Order; stage: OrderStage }) {
  const { t, i18n } = useTranslation();
  if (stage === 'cancelled') {
    // Paid by card and nothing back yet: the whole of it is on its way back.
    const refunding = order.paymentStatus === 'paid' && order.refundedFormatted === null;
    return (
      <p className={styles.state}>
        {order.cancelledAt
          ? t('orders.cancelledOn', { date: formatDate(i18n.language, order.cancelledAt) })
          : null}
        {refunding ? ` ${t('orders.cancelledPaid')}` : null}
      </p>
    );
  }
  if (stage === 'released') return <p className={styles.state}>{t('orders.released')}</p>;
  const current = PROGRESS_STEPS.findIndex((step) => step.stage === stage);
  if (current < 0) return null;
  return (
    <ol className={styles.progress} aria-label={t('orders.progress')}>
      {PROGRESS_STEPS.map((step, index) => {
        const at = index <= current ? step.at(order) : null;
        return (
          <li
            key={step.stage}
            className={styles.step}
            data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepName}>{t(`orders.status.${step.stage}`)}</span>
            {at ? (
              <time className={styles.stepDate} dateTime={at}>
                {formatDate(i18n.language, at, 'short')}
              </time>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
