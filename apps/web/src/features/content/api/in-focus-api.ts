import { buildPath, inFocusEndpoints, type InFocusResponse } from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';

const ep = inFocusEndpoints.block;
const brand = env.brandSlug;

/** In-focus blocks (spec §7): a content block's products; the token, if present, adds wishlist flags. */
export const inFocusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInFocus: build.query<InFocusResponse, string>({
      query: (blockName) => buildPath(ep.path, { brand, blockName }),
      responseSchema: ep.response,
      providesTags: ['InFocus'],
    }),
  }),
});

export const { useGetInFocusQuery } = inFocusApi;
