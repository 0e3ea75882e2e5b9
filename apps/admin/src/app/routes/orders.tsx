import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { useOrderCounts, useOrderList } from '../../features/orders/api.ts';
import { ExportOrdersDialog } from '../../features/orders/export-orders-dialog.tsx';
import { OrderFilters } from '../../features/orders/order-filters.tsx';
import {
  isFiltered,
  ORDER_PAGE_SIZE,
  readOrderParams,
  writeOrderParams,
  type OrderListParams,
} from '../../features/orders/order-list-params.ts';
import { OrderTable } from '../../features/orders/order-table.tsx';
import { OrderTabs } from '../../features/orders/order-tabs.tsx';
import { texts } from '../../features/orders/texts.ts';
import { formatCount } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.orders;

/** Every order, newest first, by status tab and filters as the address says, a page at a time. */
export function OrdersScreen() {
  const session = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const params = readOrderParams(search);
  const counts = useOrderCounts();
  const list = useOrderList(params);
  const change = useCallback(
    (next: Partial<OrderListParams>) =>
      setSearch(
        (current) => writeOrderParams({ ...readOrderParams(current), after: '', page: 1, ...next }),
        // Typing and filtering replace the entry; pages stay in the history.
        { replace: next.after === undefined },
      ),
    [setSearch],
  );
  const data = list.data;
  const next = data?.next;
  const first = (params.page - 1) * ORDER_PAGE_SIZE + 1;
  return (
    <Page title={t.title} actions={can(session, 'orders:export') && <ExportOrdersDialog />}>
      <OrderTabs params={params} counts={counts.data} />
      <OrderFilters params={params} onChange={change} />
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={8} />}
      {data && data.items.length === 0 && (
        <div className={tableStyles.empty}>
          {isFiltered(params) || params.status ? t.empty : t.emptyAll}
        </div>
      )}
      {data && data.items.length > 0 && (
        <>
          <OrderTable
            items={data.items}
            showMoney={can(session, 'prices:read')}
            stale={list.isPlaceholderData}
          />
          <Pager
            status={t.shown(formatCount(first), formatCount(first + data.items.length - 1))}
            onFirst={params.after ? () => change({ after: '', page: 1 }) : undefined}
            onNext={next ? () => change({ after: next, page: params.page + 1 }) : undefined}
            pending={list.isPlaceholderData}
          />
        </>
      )}
    </Page>
  );
}
