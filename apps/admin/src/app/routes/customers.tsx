import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { useCustomerList } from '../../features/customers/api.ts';
import {
  readCustomerParams,
  writeCustomerParams,
  type CustomerListParams,
} from '../../features/customers/customer-list-params.ts';
import { CustomerSearch } from '../../features/customers/customer-search.tsx';
import { CustomerTable } from '../../features/customers/customer-table.tsx';
import { texts } from '../../features/customers/texts.ts';

const t = texts.customers;

/** Every customer, newest first, searched as the address says, a page at a time. */
export function CustomersScreen() {
  const [search, setSearch] = useSearchParams();
  const params = readCustomerParams(search);
  const list = useCustomerList(params);
  const change = useCallback(
    (next: Partial<CustomerListParams>) =>
      setSearch(
        (current) =>
          writeCustomerParams({ ...readCustomerParams(current), after: '', page: 1, ...next }),
        // Typing replaces the entry; pages stay in the history.
        { replace: next.after === undefined },
      ),
    [setSearch],
  );
  const onSearch = useCallback((q: string) => change({ q }), [change]);
  const data = list.data;
  const next = data?.next;
  return (
    <Page title={t.title}>
      <CustomerSearch q={params.q} onSearch={onSearch} />
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={8} />}
      {data && data.items.length === 0 && (
        <div className={tableStyles.empty}>{params.q ? t.empty(params.q) : t.emptyAll}</div>
      )}
      {data && data.items.length > 0 && (
        <>
          <CustomerTable items={data.items} stale={list.isPlaceholderData} />
          {/* One page alone needs no pager. */}
          {(params.after || data.next) && (
            <Pager
              status={t.page(params.page)}
              onFirst={params.after ? () => change({ after: '', page: 1 }) : undefined}
              onNext={next ? () => change({ after: next, page: params.page + 1 }) : undefined}
              pending={list.isPlaceholderData}
            />
          )}
        </>
      )}
    </Page>
  );
}
