import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageParams } from '../../lib/list-params.ts';
import { Alert } from './alert.tsx';
import { Pager } from './pager.tsx';
import styles from './table.module.css';
import { TableSkeleton } from './table.tsx';

/**
 * A list read a page at a time: the server's message if it cannot come, skeleton rows while it
 * loads, `empty` when it has no row, else `children` (the rows, and whether they are being asked
 * for again) over the Pager, which `onChange` turns to the first or the next page.
 */
export function PagedList<Data extends { items: unknown[]; next: string | null }>({
  list,
  params,
  onChange,
  empty,
  status,
  pagerOnOnePage = true,
  children,
}: {
  list: UseQueryResult<Data, Error>;
  params: PageParams;
  onChange: (next: PageParams) => void;
  empty: ReactNode;
  /** The pager's words for the page shown. */
  status: (data: Data) => ReactNode;
  /** Whether a list of one page still shows the pager. */
  pagerOnOnePage?: boolean;
  children: (items: Data['items'], stale: boolean) => ReactNode;
}) {
  const data = list.data;
  const next = data?.next;
  return (
    <>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={8} />}
      {data && data.items.length === 0 && <div className={styles.empty}>{empty}</div>}
      {data && data.items.length > 0 && (
        <>
          {children(data.items, list.isPlaceholderData)}
          {(pagerOnOnePage || params.after || next) && (
            <Pager
              status={status(data)}
              onFirst={params.after ? () => onChange({ after: '', page: 1 }) : undefined}
              onNext={next ? () => onChange({ after: next, page: params.page + 1 }) : undefined}
              pending={list.isPlaceholderData}
            />
          )}
        </>
      )}
    </>
  );
}
