import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildListQuery, parseListQuery, type ListQuery } from '../utils/list-query.ts';

/**
 * The product list's state in the URL (spec §2): filters, sort and page. Changes rewrite the
 * query with `replace`, so they add no history entry and a reload or a shared link restores them.
 */
export function useListQuery() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(search), [search]);
  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      const next = buildListQuery({ ...parseListQuery(search), page: 1, ...patch });
      void navigate({ pathname, search: next }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, search],
  );
  return { query, update };
}

/** The href of another page of the same list, filters and sort kept. */
export function pageHref(search: string, page: number): string {
  return buildListQuery({ ...parseListQuery(search), page }) || '?';
}

/** A comma-list query value (`category`, `collection`) from the kept raw pairs. */
export function restValue(query: ListQuery, key: string): string | undefined {
  const raw = query.rest.find(([name]) => name === key)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')) || undefined;
  } catch {
    return undefined;
  }
}
