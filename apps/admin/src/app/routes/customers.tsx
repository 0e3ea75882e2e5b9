import { useCallback } from 'react';
import { Page } from '../../components/ui/page.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { useCustomerList } from '../../features/customers/api.ts';
import {
  readCustomerParams,
  writeCustomerParams,
} from '../../features/customers/customer-list-params.ts';
import { CustomerSearch } from '../../features/customers/customer-search.tsx';
import { CustomerTable } from '../../features/customers/customer-table.tsx';
import { texts } from '../../features/customers/texts.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const t = texts.customers;

/** Every customer, newest first, searched as the address says, a page at a time. */
export function CustomersScreen() {
  const [params, change] = useListParams(readCustomerParams, writeCustomerParams);
  const list = useCustomerList(params);
  const onSearch = useCallback((q: string) => change({ q }), [change]);
  return (
    <Page title={t.title}>
      <CustomerSearch q={params.q} onSearch={onSearch} />
      <PagedList
        list={list}
        params={params}
        onChange={change}
        empty={params.q ? t.empty(params.q) : t.emptyAll}
        status={() => t.page(params.page)}
        // One page alone needs no pager.
        pagerOnOnePage={false}
      >
        {(items, stale) => <CustomerTable items={items} stale={stale} />}
      </PagedList>
    </Page>
  );
}
