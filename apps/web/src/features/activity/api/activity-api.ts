import {
  activityPaths,
  buildPath,
  type ProductSummary,
  type RecentlyViewedResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

/**
 * Recently viewed (spec §7), keyed by the visitor_id cookie; the token is optional. A visit is
 * recorded past RTK Query (app/routes/record-view.ts, decision 0060).
 */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentlyViewed: build.query<ProductSummary[], string>({
      query: (sessionId) => buildPath(activityPaths.list, { sessionId }),
      rawResponseSchema: lazySchema(() =>
        import('./activity-schemas.ts').then((m) => m.recentlyViewedResponseSchema),
      ),
      transformResponse: (response: RecentlyViewedResponse) => response.products,
      providesTags: ['RecentlyViewed'],
    }),
  }),
});

export const { useGetRecentlyViewedQuery } = activityApi;
