import {
  buildPath,
  contentEndpoints,
  type ContentBlockResponse,
  type SiteSettings,
} from '@aurelle/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

const ep = contentEndpoints;
type SiteSettingsResponse = z.infer<typeof ep.settings.response>;

/** Content blocks and site settings (spec §7); sent without a token (spec §6). */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentBlock: build.query<ContentBlockResponse, string>({
      query: (blockName) => buildPath(ep.block.path, { blockName }),
      responseSchema: ep.block.response,
      extraOptions: { anonymous: true },
    }),
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => ep.settings.path,
      rawResponseSchema: ep.settings.response,
      transformResponse: (response: SiteSettingsResponse) => response.data,
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useGetContentBlockQuery, useGetSiteSettingsQuery } = contentApi;
