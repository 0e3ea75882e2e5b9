/** One chosen option value, as a cart line's `variant[]` carries it (spec §3). */
export type SelectedOption = { code: string; optionValue: string };

/**
 * Spec §3 buy-now carrier: the product, its selected options, the quantity (default '1') and the
 * buy-now flag. Kept while a visitor logs in; the login flow completes it (spec §4).
 */
export type BuyNowCarrier = {
  product: { _id: string; slug: string | null; name: string; image: string[]; stock: number };
  options: SelectedOption[];
  quantity: string;
  buyNow: boolean;
};

/** The pending buy-now, read when the customer has logged in (app/shell/auth-drawer.tsx). */
let pending: BuyNowCarrier | null = null;

export const setPendingPurchase = (carrier: BuyNowCarrier) => {
  pending = carrier;
};
export const clearPendingPurchase = () => {
  pending = null;
};
export const getPendingPurchase = () => pending;
