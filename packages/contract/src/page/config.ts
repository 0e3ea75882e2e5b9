/**
 * What the SPA needs at run time, written by the server into
 * `<meta name="aurelle-config" content='{…}'>` and read by apps/web/src/config/env.ts. Nothing
 * secret goes here: the page is public (the browser calls only our own `/api/locations`).
 */
export type RuntimeConfig = {
  brandName: string;
  brandSlug: string;
  /** The public storefront key sent as `X-Api-Key`. */
  apiKey: string;
  launchAt: string;
};
