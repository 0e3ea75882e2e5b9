import { contentPaths, type ContentBlockResponse, type SiteSettings } from '@aurelle/contract';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import type { settingsResponseSchema } from './content-schemas.ts';

type SiteSettingsResponse = z.infer<typeof settingsResponseSchema>;
const schemas = () => import('./content-schemas.ts');

/** Content blocks and site settings (spec §7); sent without a token (spec §6). */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentBlock: build.query<ContentBlockResponse, string>({
      query: (blockName) => contentPaths.block.replace(':blockName', encodeURIComponent(blockName)),
      responseSchema: lazySchema(() => schemas().then((m) => m.blockResponseSchema)),
      extraOptions: { anonymous: true },
    }),
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => contentPaths.settings,
      rawResponseSchema: lazySchema(() => schemas().then((m) => m.settingsResponseSchema)),
      transformResponse: (response: SiteSettingsResponse) => response.data,
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useGetContentBlockQuery, useGetSiteSettingsQuery } = contentApi;
