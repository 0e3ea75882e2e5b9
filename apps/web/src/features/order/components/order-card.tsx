import type { Order } from '@aurelle/contract';
import { Fragment } from 'react';
import { ProductThumbnail } from '../../../components/product-card/product-thumbnail.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDate } from '../utils/dates.ts';
import { orderStage } from '../utils/order-stage.ts';
import { OrderDocuments } from './order-documents.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import styles from './orders.module.css';

/**
 * One order: number, date, where it stands, its parcel's tracking, lines with pictures and their
 * hallmark HUIDs, totals in its currency with what was refunded, payment, address.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const stage = orderStage(order);
  const { address } = order;
  return (
    <article className={styles.order} aria-labelledby={`order-${order._id}`}>
      <header className={styles.orderHead}>
        <div>
          <h3 id={`order-${order._id}`} className={styles.number}>
            {t('orders.number', { number: order.orderNumber })}
          </h3>
          <p className={styles.meta}>
            <time dateTime={order.createdAt}>{formatDate(i18n.language, order.createdAt)}</time>
          </p>
        </div>
        <span className={styles.badge} data-stage={stage}>
          {t(`orders.status.${stage}`, { value: order.status })}
        </span>
      </header>
      <OrderProgress order={order} stage={stage} />
      {order.tracking ? <OrderTracking tracking={order.tracking} /> : null}
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line._id} className={styles.line}>
            <ProductThumbnail images={line.image} width={64} height={80} />
            <div className={styles.lineText}>
              <p className={styles.lineName}>{line.name}</p>
              {line.options.length ? (
                <p className={styles.meta}>
                  {line.options.map((option, index) => (
                    <Fragment key={index}>
                      {index > 0 ? ' · ' : null}
                      <span className={styles.option}>{option}</span>
                    </Fragment>
                  ))}
                </p>
              ) : null}
              <p className={styles.meta}>{t('orders.quantity', { count: line.quantity })}</p>
            </div>
            <p className={styles.linePrice}>{line.lineTotalFormatted}</p>
            {line.huids.length > 0 ? (
              <div className={styles.hallmarks}>
                {line.huids.map((huid) => (
                  <p key={huid}>{t('orders.hallmark', { huid })}</p>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.orderFoot}>
        <div className={styles.money}>
          <dl className={styles.totals}>
            <Detail term={t('orders.subtotal')}>{order.subtotalFormatted}</Detail>
            {order.discount !== 0 ? (
              <Detail term={t('orders.discount')}>−{order.discountFormatted}</Detail>
            ) : null}
            {order.shippingCost !== 0 ? (
              <Detail term={t('orders.shipping')}>{order.shippingCostFormatted}</Detail>
            ) : null}
            <Detail term={t('orders.total')} className={styles.total}>
              {order.totalFormatted}
            </Detail>
            {order.refundedFormatted ? (
              <Detail term={t('orders.refunds.total')} className={styles.refunded}>
                −{order.refundedFormatted}
              </Detail>
            ) : null}
          </dl>
          {order.refunds.length > 0 ? <OrderRefunds order={order} /> : null}
          <OrderDocuments order={order} />
        </div>
        <dl className={styles.details}>
          <Detail term={t('orders.payment')}>
            {t(order.paymentMethod === 'POD' ? 'orders.cash' : 'orders.card')}
          </Detail>
          <Detail term={t('orders.deliverTo')}>
            {address.name}, {address.address1}
            {address.address2 ? `, ${address.address2}` : ''}, {address.city}, {address.state}{' '}
            {address.zipCode}, {address.country}
          </Detail>
        </dl>
      </div>
    </article>
  );
}
