import {
  ORDER_COUNT_CAP,
  ORDER_STATUSES,
  type AdminOrderCounts,
  type OrderStatus,
} from '@aurelle/contract';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format.ts';
import { writeOrderParams, type OrderListParams } from './order-list-params.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

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
  // A count at the cap means that many or more: it reads "10,000+", and so does All.
  const countOf = (status: OrderStatus | ''): string | undefined => {
    if (!counts) return undefined;
    const each = status ? [counts.counts[status]] : Object.values(counts.counts);
    const sum = formatCount(each.reduce((total, count) => total + count, 0));
    return each.some((count) => count >= ORDER_COUNT_CAP) ? texts.orders.atLeast(sum) : sum;
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
            {count !== undefined && <span className={styles.tabCount}>{count}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
