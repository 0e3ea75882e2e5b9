import { activityEndpoints, buildPath, type ProductSummary } from '@aurelle/contract';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { refreshes } from '../../../lib/cache-tags.ts';

const ep = activityEndpoints;
type Response = z.infer<typeof ep.list.response>;

/** Recently viewed (spec §7), keyed by the visitor_id cookie; the token is optional. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentlyViewed: build.query<ProductSummary[], string>({
      query: (sessionId) => buildPath(ep.list.path, { sessionId }),
      rawResponseSchema: ep.list.response,
      transformResponse: (response: Response) => response.products,
      providesTags: ['RecentlyViewed'],
    }),
    addRecentlyViewed: build.mutation<void, { sessionId: string; product_id: string }>({
      query: (body) => ({ url: ep.add.path, method: 'POST', body }),
      // Spec §4: recording a recently viewed item refreshes cart and coupons.
      invalidatesTags: [...refreshes.recentlyViewed, 'RecentlyViewed'],
    }),
  }),
});

export const { useGetRecentlyViewedQuery, useAddRecentlyViewedMutation } = activityApi;
