import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PageParams } from './list-params.ts';

/** Pages stay in the history; any other change of the list replaces the entry. */
const pageChange = (next: Partial<PageParams>) => next.after !== undefined;

/**
 * A list's state as the address says (`read`), and `change(next)`, which writes it back
 * (`write`): any change but a page goes back to the first page. `keepsEntry(next)` says which
 * changes add a history entry (a new page, unless said) rather than replace it (typing, filters).
 */
export function useListParams<P extends PageParams>(
  read: (search: URLSearchParams) => P,
  write: (params: P) => URLSearchParams,
  keepsEntry: (next: Partial<P>) => boolean = pageChange,
) {
  const [search, setSearch] = useSearchParams();
  const change = useCallback(
    (next: Partial<P>) =>
      setSearch((current) => write({ ...read(current), after: '', page: 1, ...next }), {
        replace: !keepsEntry(next),
      }),
    [setSearch, read, write, keepsEntry],
  );
  return [read(search), change] as const;
}
