import type { ApiError } from '@aurelle/client';
import type { AuditPage } from '@aurelle/contract';
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';
import { queryKeyOf } from '../../lib/use-api.ts';

/** The audit log's filters, as the query string takes them; an empty one filters nothing. */
export type AuditFilters = { staffId: string; entityType: string; from: string; to: string };

export const NO_FILTERS: AuditFilters = { staffId: '', entityType: '', from: '', to: '' };

/** The audit log, newest first, a page at a time: each next page starts before the last id. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery<
    AuditPage,
    ApiError,
    InfiniteData<AuditPage, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeyOf('audit', { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi('audit', { query: { ...filters, before: pageParam } }, signal),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // A change of filter keeps the entries on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
}
