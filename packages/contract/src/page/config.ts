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
  /**
   * The card provider's checkout script the web loads (spec §2): the API's own sandbox in demo
   * mode, Razorpay's `https://checkout.razorpay.com/v1/checkout.js` otherwise.
   */
  checkoutScript: string;
};
