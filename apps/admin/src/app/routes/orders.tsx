import { Page } from '../../components/ui/page.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { useOrderCounts, useOrderList, usePackingSlipsToPack } from '../../features/orders/api.ts';
import { ExportOrdersDialog } from '../../features/orders/export-orders-dialog.tsx';
import { OrderFilters } from '../../features/orders/order-filters.tsx';
import {
  isFiltered,
  ORDER_PAGE_SIZE,
  readOrderParams,
  writeOrderParams,
} from '../../features/orders/order-list-params.ts';
import { OrderTable } from '../../features/orders/order-table.tsx';
import { OrderTabs } from '../../features/orders/order-tabs.tsx';
import {
  DownloadRefused,
  PackingSlipsButton,
} from '../../features/orders/packing-slip-buttons.tsx';
import { texts } from '../../features/orders/texts.ts';
import { formatCount } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const t = texts.orders;

/** Every order, newest first, by status tab and filters as the address says, a page at a time. */
export function OrdersScreen() {
  const session = useStaffSession();
  const [params, change] = useListParams(readOrderParams, writeOrderParams);
  const counts = useOrderCounts();
  const list = useOrderList(params);
  const packingSlips = usePackingSlipsToPack();
  const first = (params.page - 1) * ORDER_PAGE_SIZE + 1;
  return (
    <Page
      title={t.title}
      actions={
        (can(session, 'orders:fulfil') || can(session, 'orders:export')) && (
          <>
            {can(session, 'orders:fulfil') && <PackingSlipsButton download={packingSlips} />}
            {can(session, 'orders:export') && <ExportOrdersDialog />}
          </>
        )
      }
    >
      <DownloadRefused download={packingSlips} />
      <OrderTabs params={params} counts={counts.data} />
      <OrderFilters params={params} onChange={change} />
      <PagedList
        list={list}
        params={params}
        onChange={change}
        empty={isFiltered(params) || params.status ? t.empty : t.emptyAll}
        status={(data) => t.shown(formatCount(first), formatCount(first + data.items.length - 1))}
      >
        {(items, stale) => (
          <OrderTable items={items} showMoney={can(session, 'prices:read')} stale={stale} />
        )}
      </PagedList>
    </Page>
  );
}
