import { matchPath, useLocation } from 'react-router';
import type { ListScope } from '@aurelle/contract';
import { restValue, useListQuery } from './use-list-query.ts';
import { useShopScope } from './use-shop-scope.ts';

export type FilterScope = { ready: boolean; query: ListScope } | null;

/**
 * What the filter drawer refines, read from the URL: the shop's category or collection, or the
 * search text with its category and collection lists. Null outside a product list.
 */
export function useFilterScope(): FilterScope {
  const { pathname } = useLocation();
  const { query } = useListQuery();
  const shop = matchPath('/shop/:category?', pathname);
  const search = matchPath('/search/:searchText', pathname);
  const shopScope = useShopScope(shop?.params.category ?? undefined);
  if (shop) return { ready: shopScope.ready, query: shopScope.query };
  if (search) {
    return {
      ready: true,
      query: {
        search: search.params.searchText ?? '',
        category: restValue(query, 'category'),
        collection: restValue(query, 'collection'),
      },
    };
  }
  return null;
}
