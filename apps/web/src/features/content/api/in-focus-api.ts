import { buildPath, contentPaths, type InFocusResponse } from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const brand = env.brandSlug;

/** In-focus blocks (spec §7): a content block's products; the token, if present, adds wishlist flags. */
export const inFocusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInFocus: build.query<InFocusResponse, string>({
      query: (blockName) => buildPath(contentPaths.inFocus, { brand, blockName }),
      responseSchema: lazySchema(() =>
        import('./content-schemas.ts').then((m) => m.inFocusResponseSchema),
      ),
      providesTags: ['InFocus'],
    }),
  }),
});

export const { useGetInFocusQuery } = inFocusApi;
