import { ORDER_STATUSES, type AdminOrderCounts, type OrderStatus } from '@aurelle/contract';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format.ts';
import { texts } from '../../texts.ts';
import { writeOrderParams, type OrderListParams } from './order-list-params.ts';
import styles from './orders.module.css';

const TABS: readonly (OrderStatus | '')[] = ['', ...ORDER_STATUSES];

/**
 * All, then one tab per state, each with its count; a tab is a link that keeps the other filters
 * and goes back to the first page.
 */
export function OrderTabs({
  params,
  counts,
}: {
  params: OrderListParams;
  counts: AdminOrderCounts | undefined;
}) {
  const countOf = (status: OrderStatus | '') => {
    if (!counts) return undefined;
    if (status) return counts.counts[status] ?? 0;
    return Object.values(counts.counts).reduce((sum, count) => sum + count, 0);
  };
  return (
    <nav aria-label={texts.orders.tabs} className={styles.tabs}>
      {TABS.map((status) => {
        const count = countOf(status);
        const search = writeOrderParams({ ...params, status, after: '', page: 1 }).toString();
        return (
          <Link
            key={status || 'all'}
            to={{ search: search ? `?${search}` : '' }}
            className={styles.tab}
            aria-current={params.status === status ? 'page' : undefined}
          >
            {status ? texts.orderStatuses[status] : texts.orders.all}
            {count !== undefined && <span className={styles.tabCount}>{formatCount(count)}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
