import { contentCalls, type ContentBlockResponse, type SiteSettings } from '@aurelle/contract';
import { useApiQuery } from '../../../lib/use-api.ts';

/** Content blocks and site settings (spec §7), sent without a token (spec §6). */
export const useGetContentBlockQuery = (name: string) =>
  useApiQuery<ContentBlockResponse>(contentCalls.block(name));

export const useGetSiteSettingsQuery = () =>
  useApiQuery(contentCalls.settings(), {
    select: (response: { data: SiteSettings }) => response.data,
  });
