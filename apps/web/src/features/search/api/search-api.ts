import {
  NEW_ARRIVAL_SUGGESTIONS,
  buildPath,
  catalogCalls,
  searchEndpoints,
  type ProductListResponse,
  type ProductSummary,
} from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { useApiQuery } from '../../../lib/use-api.ts';

const brand = env.brandSlug;

/** The search panel's suggestions by name (spec §7), sent without a token. */
export const useSearchSuggestionsQuery = (args: { name: string; limit?: number } | null) =>
  useApiQuery(
    args && {
      name: 'search',
      method: 'GET',
      path: buildPath(searchEndpoints.search.path, { brand, name: args.name }),
      query: { limit: args.limit },
      anonymous: true,
    },
    { select: (response: { products: ProductSummary[] }) => response.products },
  );

/** The first new arrivals (spec §9: six), for the search panel before anything is typed. */
export const useSuggestedNewArrivalsQuery = () =>
  useApiQuery(
    catalogCalls.products(brand, { list_type: 'new-arrival', limit: NEW_ARRIVAL_SUGGESTIONS }),
    {
      select: (response: ProductListResponse) =>
        response.products.slice(0, NEW_ARRIVAL_SUGGESTIONS),
    },
  );
