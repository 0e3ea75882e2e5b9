import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../lib/use-api.ts';

/** What the one search found for `q`; nothing is asked for an empty box. */
export function useBackOfficeSearch(q: string) {
  return useApiQuery(
    'search',
    { query: { q } },
    { enabled: q.trim() !== '', placeholderData: keepPreviousData },
  );
}
