import { contentPaths, type ContentBlockResponse, type SiteSettings } from '@aurelle/contract';
import type * as z from 'zod/mini';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { defineRead, useRead } from '../../../lib/reads.ts';
import type { settingsResponseSchema } from './content-schemas.ts';

type SiteSettingsResponse = z.infer<typeof settingsResponseSchema>;
const schemas = () => import('./content-schemas.ts');

/** Content blocks and site settings (spec §7), reads of lib/reads.ts sent without a token (spec §6). */
export const contentBlockRead = defineRead<string, ContentBlockResponse>('getContentBlock', {
  request: (blockName) => ({
    url: contentPaths.block.replace(':blockName', encodeURIComponent(blockName)),
  }),
  schema: lazySchema(() => schemas().then((m) => m.blockResponseSchema)),
  anonymous: true,
});

export const siteSettingsRead = defineRead<void, SiteSettings>('getSiteSettings', {
  request: () => ({ url: contentPaths.settings }),
  schema: lazySchema(() => schemas().then((m) => m.settingsResponseSchema)),
  transform: (response: SiteSettingsResponse) => response.data,
  anonymous: true,
});

export const useGetContentBlockQuery = (name: string) => useRead(contentBlockRead, name);
export const useGetSiteSettingsQuery = () => useRead(siteSettingsRead, undefined);
