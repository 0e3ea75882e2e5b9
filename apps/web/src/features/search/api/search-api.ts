import {
  NEW_ARRIVAL_SUGGESTIONS,
  buildPath,
  catalogEndpoints,
  searchEndpoints,
  type ProductSummary,
} from '@aurelle/contract';
import type * as z from 'zod/mini';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';

const ep = catalogEndpoints;
const brand = env.brandSlug;

/** The search panel's calls (spec §7): suggestions by name, and the first new arrivals. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSuggestions: build.query<ProductSummary[], { name: string; limit?: number }>({
      query: ({ name, limit }) => ({
        url: buildPath(searchEndpoints.search.path, { brand, name }),
        params: { limit },
      }),
      rawResponseSchema: searchEndpoints.search.response,
      transformResponse: (response: z.infer<typeof searchEndpoints.search.response>) =>
        response.products,
      extraOptions: { anonymous: true },
    }),
    suggestedNewArrivals: build.query<ProductSummary[], void>({
      query: () => ({
        url: buildPath(ep.products.path, { brand }),
        method: 'POST',
        params: { list_type: 'new-arrival', limit: NEW_ARRIVAL_SUGGESTIONS },
        body: {},
      }),
      rawResponseSchema: ep.products.response,
      transformResponse: (response: z.infer<typeof ep.products.response>) =>
        response.products.slice(0, NEW_ARRIVAL_SUGGESTIONS),
    }),
  }),
});

export const { useSearchSuggestionsQuery, useSuggestedNewArrivalsQuery } = searchApi;
