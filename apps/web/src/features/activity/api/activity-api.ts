import {
  activityPaths,
  buildPath,
  type ProductSummary,
  type RecentlyViewedResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

/** Recently viewed (spec §7), keyed by the visitor_id cookie; the token is optional. */
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
    addRecentlyViewed: build.mutation<void, { sessionId: string; product_id: string }>({
      query: (body) => ({ url: activityPaths.add, method: 'POST', body }),
      // Spec §4: recording a recently viewed item refreshes cart and coupons.
      invalidatesTags: [...refreshes.recentlyViewed, 'RecentlyViewed'],
    }),
  }),
});

export const { useGetRecentlyViewedQuery, useAddRecentlyViewedMutation } = activityApi;
