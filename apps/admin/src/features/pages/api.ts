import type { PageSlug } from '@aurelle/contract';
import type { EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** What saving a page makes stale: the list (its dates) and the page. */
const PAGE_CHANGES: readonly EndpointName[] = ['pages', 'page'];

export function usePages() {
  return useApiQuery('pages', {});
}

/** A page by the slug in the screen's address; the server answers 400 for one it does not have. */
export function usePage(slug: string) {
  return useApiQuery('page', { params: { slug: slug as PageSlug } });
}

export function useSavePage() {
  return useApiMutation('updatePage', { invalidates: PAGE_CHANGES });
}
