import type { Order } from '@aurelle/contract';
import { PLACEHOLDER_IMAGE } from '../../../components/product-card/product-card.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './orders.module.css';

const STATUS_KEYS: Record<string, string> = {
  Placed: 'placed',
  Pending: 'pending',
  Released: 'released',
};

/** One order: number, date, lines with pictures, statuses, totals in its currency, payment, address. */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(order.createdAt));
  const status = (value: string) => t(`orders.status.${STATUS_KEYS[value] ?? 'other'}`, { value });
  const { address } = order;
  return (
    <article className={styles.order} aria-labelledby={`order-${order._id}`}>
      <header className={styles.orderHead}>
        <div>
          <h3 id={`order-${order._id}`} className={styles.number}>
            {t('orders.number', { number: order.orderNumber })}
          </h3>
          <p className={styles.meta}>
            <time dateTime={order.createdAt}>{date}</time>
          </p>
        </div>
        {/* Where the order stands for its customer: placed, awaiting its payment, or released. */}
        <span className={styles.badge} data-type={order.orderType}>
          {t(`orders.types.${order.orderType}`)}
        </span>
      </header>
      <ul className={styles.lines}>
        {order.lines.map((line) => {
          return (
            <li key={line._id} className={styles.line}>
              <img
                src={line.image[0] ?? PLACEHOLDER_IMAGE}
                alt=""
                width={64}
                height={80}
                loading="lazy"
              />
              <div className={styles.lineText}>
                <p className={styles.lineName}>{line.name}</p>
                {line.variants.length ? (
                  <p className={styles.meta}>
                    {line.variants.map((variant) => variant.optionValue).join(' · ')}
                  </p>
                ) : null}
                <p className={styles.meta}>
                  {t('orders.quantity', { count: line.quantity })} · {status(line.orderStatus)}
                </p>
              </div>
              <p className={styles.linePrice}>{line.lineTotalFormatted}</p>
            </li>
          );
        })}
      </ul>
      <div className={styles.orderFoot}>
        <dl className={styles.totals}>
          <div>
            <dt>{t('orders.subtotal')}</dt>
            <dd>{order.subtotalFormatted}</dd>
          </div>
          {order.discount !== 0 ? (
            <div>
              <dt>{t('orders.discount')}</dt>
              <dd>−{order.discountFormatted}</dd>
            </div>
          ) : null}
          <div className={styles.total}>
            <dt>{t('orders.total')}</dt>
            <dd>{order.totalFormatted}</dd>
          </div>
        </dl>
        <dl className={styles.details}>
          <div>
            <dt>{t('orders.payment')}</dt>
            <dd>{t(order.paymentMethod === 'POD' ? 'orders.cash' : 'orders.card')}</dd>
          </div>
          <div>
            <dt>{t('orders.deliverTo')}</dt>
            <dd>
              {address.name}, {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}, {address.city}, {address.state}{' '}
              {address.zipCode}, {address.country}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
