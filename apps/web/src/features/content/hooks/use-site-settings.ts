import { useGetSiteSettingsQuery } from '../api/content-api.ts';

/** Site settings (contact, e-mail, address, pod_status); undefined until loaded. */
export function useSiteSettings() {
  return useGetSiteSettingsQuery().data;
}
