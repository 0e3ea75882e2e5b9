import type { BackOfficeSearchAnswer } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderStatusChip } from '../../components/order-status-chip.tsx';
import { customerPath, orderPath, productPath } from '../../config/paths.ts';
import { formatIndiaDate, formatPaise } from '../../lib/format.ts';
import styles from './search.module.css';
import { texts } from './texts.ts';

const t = texts.search;

function Group({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      {count === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <ul className={styles.hits}>{children}</ul>
      )}
    </section>
  );
}

/**
 * What one search found, by kind, each a link to its page. A kind the person's role may not
 * read (null) has no heading at all.
 */
export function SearchResults({ answer }: { answer: BackOfficeSearchAnswer }) {
  return (
    <div className={styles.groups}>
      <Group title={t.orders} empty={t.noOrders} count={answer.orders.length}>
        {answer.orders.map((order) => (
          <li key={order.id} className={styles.hit}>
            <Link to={orderPath(order.id)} className={styles.hitLink}>
              {order.orderNumber}
            </Link>
            <span>{order.customerName}</span>
            <span className={styles.muted}>
              {formatIndiaDate(order.createdAt)}
              {order.total !== null && ` · ${formatPaise(order.total)}`} ·{' '}
              {t.matched[order.matched]}
            </span>
            <span className={styles.chip}>
              <OrderStatusChip status={order.status} />
            </span>
          </li>
        ))}
      </Group>
      {answer.customers && (
        <Group title={t.customers} empty={t.noCustomers} count={answer.customers.length}>
          {answer.customers.map((customer) => (
            <li key={customer.id} className={styles.hit}>
              <Link to={customerPath(customer.id)} className={styles.hitLink}>
                {customer.name}
              </Link>
              <span className={styles.muted}>
                {[customer.email, customer.phone].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </Group>
      )}
      {answer.products && (
        <Group title={t.products} empty={t.noProducts} count={answer.products.length}>
          {answer.products.map((product) => (
            <li key={product.id} className={styles.hit}>
              <Link to={productPath(product.id)} className={styles.hitLink}>
                {product.name}
              </Link>
              <span className={styles.muted}>
                {product.sku}
                {product.huid && ` · ${t.huid(product.huid)}`}
              </span>
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}
