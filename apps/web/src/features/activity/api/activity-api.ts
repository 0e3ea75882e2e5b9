import {
  activityPaths,
  buildPath,
  type ProductSummary,
  type RecentlyViewedResponse,
} from '@aurelle/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

/** Recently viewed (spec §7), keyed by the visitor_id cookie; the token is optional. */
export const useGetRecentlyViewedQuery = (sessionId: string) =>
  useApiQuery(
    {
      name: 'recently-viewed',
      method: 'GET',
      path: buildPath(activityPaths.list, { sessionId }),
    },
    { select: (response: RecentlyViewedResponse): ProductSummary[] => response.products },
  );

/** Records a product page visit for this visitor (spec §7). */
export const recordRecentlyViewed = (sessionId: string, productId: string) =>
  apiFetch({ method: 'POST', path: activityPaths.add, body: { sessionId, product_id: productId } });
